import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import fi from '../../apps/web/src/locales/fi.json' with { type: 'json' };

/**
 * The web app's own text catalogues: specs find controls by the accessible names a user sees, in Finnish
 * (the default language) unless a spec switches language. A renamed key fails the typecheck, not a run.
 */
export const texts = { fi, en } as const;
export { en, fi };
