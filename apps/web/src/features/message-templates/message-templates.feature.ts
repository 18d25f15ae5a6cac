import { IconTemplate } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './message-templates.paths';

/** Message templates (issue 17 §5): the account's own texts of the automatic messages, per language. */
export const messageTemplatesFeature: WebFeature<'message-templates', typeof fi> = {
  name: 'message-templates',
  appRoutes: [
    {
      path: paths.list,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/message-templates.page')).MessageTemplatesPage,
      }),
    },
    {
      path: paths.edit,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/message-template.page')).MessageTemplatePage }),
    },
  ],
  menu: [
    {
      group: 'hr',
      key: 'messageTemplates',
      labelKey: 'message-templates.menu',
      path: paths.list,
      icon: IconTemplate,
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
