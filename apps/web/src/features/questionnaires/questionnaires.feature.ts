import type { RouteHandle, WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './questionnaires.paths';

/**
 * Questionnaires (issue 17 §4): the editor with sending and results, and the worker's public answer page.
 * The list is the `QuestionnairesTab` (index.ts) that the app places on the communications page.
 */
export const questionnairesFeature: WebFeature<'questionnaires', typeof fi> = {
  name: 'questionnaires',
  appRoutes: [
    {
      path: paths.view,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/questionnaire.page')).QuestionnairePage }),
    },
  ],
  publicRoutes: [
    {
      path: paths.answer,
      lazy: async () => ({
        Component: (await import('./routes/questionnaire-answer.page')).QuestionnaireAnswerPage,
      }),
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
