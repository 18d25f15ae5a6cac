import { isLocale } from '@portal/domain/shared';
import { useEffect } from 'react';
import { applyLocale, currentLocale } from '@/lib/i18n';
import { readStorage, storageKeys } from '@/lib/storage';

/**
 * The signing page speaks the worker's language when the link says it, unless this browser already chose
 * one with the language select (that choice is stored and wins); else the browser's, Finnish by default.
 */
export function useSigningLanguage(locale: string | null | undefined) {
  useEffect(() => {
    if (isLocale(locale) && readStorage(storageKeys.locale) === null && currentLocale() !== locale) {
      void applyLocale(locale);
    }
  }, [locale]);
}
