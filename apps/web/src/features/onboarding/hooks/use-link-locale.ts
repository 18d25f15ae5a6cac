import { isLocale } from '@portal/domain/shared';
import { useEffect, useRef } from 'react';
import { applyLocale, currentLocale } from '@/lib/i18n';

/**
 * Shows a public page in the language of the worker the link was sent to, once when it loads; the
 * language switcher still changes it afterwards.
 */
export function useLinkLocale(locale: string | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !isLocale(locale)) {
      return;
    }
    applied.current = true;
    if (locale !== currentLocale()) {
      void applyLocale(locale);
    }
  }, [locale]);
}
