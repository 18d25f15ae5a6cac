import { isLocale } from '@portal/domain/shared';
import { useEffect, useRef } from 'react';
import { applyLocale, currentLocale } from '@/lib/i18n';
import { readStorage, storageKeys } from '@/lib/storage';

/**
 * A public page opened from a link (signing, get-started, survey, document request) speaks the language
 * of the worker the link was sent to, once when it loads — unless this browser already chose a language
 * with the language select: that stored choice wins (a coordinator opening a worker's link keeps theirs).
 * The language select still changes it afterwards.
 */
export function useLinkLanguage(locale: string | null | undefined) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !isLocale(locale)) {
      return;
    }
    applied.current = true;
    if (readStorage(storageKeys.locale) === null && currentLocale() !== locale) {
      void applyLocale(locale);
    }
  }, [locale]);
}
