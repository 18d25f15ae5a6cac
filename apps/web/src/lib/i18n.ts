import { defaultLocale, fallbackLocale, isLocale, type Locale, locales } from '@portal/domain/shared';
import i18next, { type CustomTypeOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale } from './locale-choice';
import { storageKeys, writeStorage } from './storage';

/** One dynamic import per language: the build keeps each language's texts in a chunk of its own. */
const coreCatalogues: Record<Locale, () => Promise<{ default: object }>> = {
  fi: () => import('@/locales/fi.json'),
  en: () => import('@/locales/en.json'),
  de: () => import('@/locales/de.json'),
  fr: () => import('@/locales/fr.json'),
  pt: () => import('@/locales/pt.json'),
};

/** Every text of one language: the core catalogue plus each feature's own catalogue under its name. */
export type Translation = CustomTypeOptions['resources']['translation'];

/** Loads every text of one language. */
export type TranslationLoader = (locale: Locale) => Promise<Translation>;

/**
 * Every text of one language. The app hands in the loader of the features' catalogues (collected from its
 * feature list), so this module names no feature.
 */
export async function loadTranslation(
  locale: Locale,
  loadFeatureCatalogues: (locale: Locale) => Promise<Record<string, object>>,
): Promise<Translation> {
  const [core, features] = await Promise.all([coreCatalogues[locale](), loadFeatureCatalogues(locale)]);
  return { ...core.default, ...features } as Translation;
}

let loadMissing: TranslationLoader | null = null;

/** Makes sure the texts of `locale` are in i18next before anything shows that language. */
async function ensureTranslation(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation') && loadMissing) {
    i18next.addResourceBundle(locale, 'translation', await loadMissing(locale));
  }
}

export { detectLocale, localeNames } from './locale-choice';

function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
  }
}

/**
 * Starts i18next with the translations already loaded (the app: the language it starts in; the tests: all
 * of them), so the first render is translated. `load` fetches a language that is not loaded yet before
 * the UI switches to it (applyLocale).
 */
export function initI18n(
  translations: Partial<Record<Locale, Translation>>,
  locale: Locale = detectLocale(),
  load: TranslationLoader | null = null,
): typeof i18next {
  if (!i18next.isInitialized) {
    loadMissing = load;
    i18next.on('languageChanged', setDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(translations).map(([code, translation]) => [code, { translation }]),
      ),
      lng: locale,
      // Every language has every key (locales.test.ts), so the fallback is never read and not loaded.
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
  // The texts arrive first: react-i18next re-renders on the change, never with keys in place of texts.
  await ensureTranslation(locale);
  await i18next.changeLanguage(locale);
  setDocumentLanguage(locale);
}
