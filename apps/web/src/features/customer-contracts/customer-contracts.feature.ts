import { IconContract } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './customer-contracts.paths';
import type fi from './locales/fi.json';

/**
 * Customer contracts (billing): list, create, edit and delete; the customer reads its own. The list's route
 * is composed in app/composed-routes.tsx (its campaigns tab).
 */
export const customerContractsFeature: WebFeature<'customer-contracts', typeof fi> = {
  name: 'customer-contracts',
  appRoutes: [
    {
      path: paths.contractsEdit,
      handle: { access: routeAccess.contractsEdit } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/contract.page')).ContractPage }),
    },
  ],
  menu: [
    {
      group: 'billing',
      key: 'contracts',
      labelKey: 'customer-contracts.menu',
      path: paths.contractsList,
      icon: IconContract,
      access: routeAccess.contractsList,
      resource: forEveryRole,
    },
  ],
  liveQueries: [{ root: 'customer-contracts', refreshOn: ['Contract'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
