import { defaultLocale, fallbackLocale, isLocale, type Locale, locales } from '@portal/domain/shared';
import i18next, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '@/locales/de.json';
import en from '@/locales/en.json';
import fi from '@/locales/fi.json';
import fr from '@/locales/fr.json';
import pt from '@/locales/pt.json';
import { readStorage, storageKeys, writeStorage } from './storage';

const coreCatalogues = { fi, en, de, fr, pt } as const satisfies Record<Locale, unknown>;

/** Every text of one language: the core catalogue plus each feature's own catalogue under its name. */
export type Translation = CustomTypeOptions['resources']['translation'];

/**
 * Every text of every locale. The app hands in the features' catalogues (collected from its feature list),
 * so this module names no feature.
 */
export function buildTranslations(
  featureCataloguesFor: (locale: Locale) => Record<string, object>,
): Record<Locale, Translation> {
  return Object.fromEntries(
    locales.map((locale) => [locale, { ...coreCatalogues[locale], ...featureCataloguesFor(locale) }]),
  ) as Record<Locale, Translation>;
}

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

function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
  }
}

/** Starts i18next with every translation bundled (no loading step, so the first render is translated). */
export function initI18n(
  translations: Record<Locale, Translation>,
  locale: Locale = detectLocale(),
): typeof i18next {
  if (!i18next.isInitialized) {
    i18next.on('languageChanged', setDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(
        locales.map((code) => [code, { translation: translations[code] }]),
      ) as Record<Locale, { translation: Translation }>,
      lng: locale,
      fallbackLng: fallbackLocale,
      supportedLngs: [...locales],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    setDocumentLanguage(locale);
  }
  return i18next;
}

/** The language the UI shows now. */
export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : defaultLocale;
}

/** Switches the UI language, remembers it and updates `<html lang>`. */
export async function applyLocale(locale: Locale): Promise<void> {
  writeStorage(storageKeys.locale, locale);
  await i18next.changeLanguage(locale);
  setDocumentLanguage(locale);
}
