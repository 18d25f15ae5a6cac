import { IconFileInvoice } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './invoices.paths';
import type fi from './locales/fi.json';

/** Invoices (billing): the list with upcoming charges, a new draft, the invoice and its actions. */
export const invoicesFeature: WebFeature<'invoices', typeof fi> = {
  name: 'invoices',
  appRoutes: [
    {
      path: paths.invoicesList,
      handle: { access: routeAccess.invoicesList } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/invoices-list.page')).InvoicesListPage }),
    },
    {
      path: paths.invoicesEdit,
      handle: { access: routeAccess.invoicesEdit } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/invoice.page')).InvoicePage }),
    },
  ],
  menu: [
    {
      group: 'billing',
      key: 'invoices',
      labelKey: 'invoices.menu',
      path: paths.invoicesList,
      icon: IconFileInvoice,
      access: routeAccess.invoicesList,
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
