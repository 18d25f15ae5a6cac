import { IconLungs } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './onboarding.paths';

/**
 * Onboarding (issue 15 §3): HR's tuberculosis survey list and view; the worker's public survey page. The
 * get-started page is composed by the app (it shows the document requests' answer card).
 */
export const onboardingFeature: WebFeature<'onboarding', typeof fi> = {
  name: 'onboarding',
  appRoutes: [
    {
      path: paths.surveysList,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/tuberculosis-surveys.page')).TuberculosisSurveysPage,
      }),
    },
    {
      path: paths.surveyView,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/tuberculosis-survey-view.page')).TuberculosisSurveyViewPage,
      }),
    },
  ],
  publicRoutes: [
    {
      path: paths.survey,
      lazy: async () => ({
        Component: (await import('./routes/tuberculosis-survey.page')).TuberculosisSurveyPage,
      }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'tuberculosisSurveys',
      labelKey: 'onboarding.menu',
      path: paths.surveysList,
      icon: IconLungs,
      access: routeAccess.read,
      resource: forEveryRole,
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
