import { fallbackLocale, isLocale, type Locale } from '@portal/domain/shared';
import { readStorage, storageKeys } from './storage';

// Apart from lib/i18n.ts (which brings i18next): the login page outside the app (decision 0049) starts in
// the same language and lists the languages the same way, without loading i18next.

/** Each language named in itself, the way a language switcher lists them. */
export const localeNames: Record<Locale, string> = {
  fi: 'Suomi',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
};

/**
 * The language to start in (spec section 9): the stored choice, else the browser language when it is one of
 * ours, else English. The page itself starts in Finnish (index.html) until this runs.
 */
export function detectLocale(
  stored: string | null = readStorage(storageKeys.locale),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  if (isLocale(stored)) {
    return stored;
  }
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) {
      return base;
    }
  }
  return fallbackLocale;
}
