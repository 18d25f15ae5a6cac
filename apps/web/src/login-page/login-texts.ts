import type { Locale } from '@portal/domain/shared';
import type fi from '@/locales/fi.json';
import type { LoginErrorCode } from './login-text-keys';

type Catalogue = typeof fi;

/** The login page's share of one language's catalogue (login-text-keys.ts names it). */
export type LoginTexts = {
  app: Pick<Catalogue['app'], 'name'>;
  auth: Catalogue['auth'];
  common: Pick<Catalogue['common'], 'skipToContent'>;
  header: Pick<Catalogue['header'], 'language' | 'darkMode'>;
  validation: Pick<Catalogue['validation'], 'required' | 'email'>;
  errors: Pick<Catalogue['errors'], LoginErrorCode>;
};

/** One module per language (build/login-page-plugin.ts): only the chosen language is loaded. */
const loaders: Record<Locale, () => Promise<{ loginTexts: LoginTexts }>> = {
  fi: () => import('virtual:login-texts/fi'),
  en: () => import('virtual:login-texts/en'),
  de: () => import('virtual:login-texts/de'),
  fr: () => import('virtual:login-texts/fr'),
  pt: () => import('virtual:login-texts/pt'),
};

export async function loadLoginTexts(locale: Locale): Promise<LoginTexts> {
  return (await loaders[locale]()).loginTexts;
}
