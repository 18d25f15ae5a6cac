import type { WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths } from './recruitment.paths';

/** Recruitment (issue 16 §1): the public registration page an applicant reaches from a job ad. */
export const recruitmentFeature: WebFeature<'recruitment', typeof fi> = {
  name: 'recruitment',
  publicRoutes: [
    {
      path: paths.register,
      lazy: async () => ({ Component: (await import('./routes/register.page')).RegisterPage }),
    },
  ],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
