/**
 * The catalogue entries the login page shows (decision 0049). The build picks them out of the app's own
 * `src/locales/<language>.json` (build/login-page-plugin.ts), so translators keep one catalogue and the
 * login page loads about a kilobyte of texts for its language instead of every screen's.
 * No imports: the Vite config loads this file.
 */
export const loginErrorCodes = [
  'INVALID_CREDENTIALS',
  'RATE_LIMITED',
  'LOGIN_LINK_INVALID',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INTERNAL',
] as const;

export type LoginErrorCode = (typeof loginErrorCodes)[number];

/** Dotted paths into the catalogue: a whole branch (`auth`) or one text (`header.language`). */
export const loginTextPaths: readonly string[] = [
  'app.name',
  'auth',
  'common.skipToContent',
  'header.language',
  'header.darkMode',
  'validation.required',
  'validation.email',
  ...loginErrorCodes.map((code) => `errors.${code}`),
];

type Catalogue = { [key: string]: unknown };

/** The entries of `paths` in `catalogue`, nested as they are there; a missing path is left out. */
export function pickTexts(catalogue: Catalogue, paths: readonly string[]): Catalogue {
  const picked: Catalogue = {};
  for (const dotted of paths) {
    const keys = dotted.split('.');
    let source: unknown = catalogue;
    for (const key of keys) {
      source = typeof source === 'object' && source !== null ? (source as Catalogue)[key] : undefined;
    }
    if (source === undefined) {
      continue;
    }
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Catalogue;
    }
    target[keys.at(-1) as string] = source;
  }
  return picked;
}
