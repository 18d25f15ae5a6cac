import { defaultLocale, isLocale, type Locale, locales } from '@portal/domain/shared';

/**
 * The page's language: `?lang=` when it names one of ours, else the first of ours the browser's
 * `Accept-Language` asks for (by its q weights, `fi-FI` read as `fi`), else Finnish.
 */
export function applyLanguageOf(lang: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(lang)) {
    return lang;
  }
  const asked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      const q = weight ? Number(weight.slice(2)) : 1;
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.map((entry) => entry.code).find((code): code is Locale => isLocale(code)) ?? defaultLocale;
}

export { locales as applyLanguages };
