import type { Locale } from '@portal/domain/shared/constants';

// Each feature keeps its texts next to its code, in features/<feature>/locales/<locale>.json; they are
// merged into the one translation resource under the key <feature> (e.g. `areas.fields.name`). Features
// can then be added without touching a shared catalogue.
const modules = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

const pathPattern = /features\/([^/]+)\/locales\/([a-z]{2})\.json$/;

/** The catalogues of every feature in one language, keyed by feature folder name. */
export function featureCataloguesFor(locale: Locale): Record<string, Record<string, unknown>> {
  const catalogues: Record<string, Record<string, unknown>> = {};
  for (const [path, catalogue] of Object.entries(modules)) {
    const match = pathPattern.exec(path);
    if (match?.[1] && match[2] === locale) {
      catalogues[match[1]] = catalogue;
    }
  }
  return catalogues;
}
