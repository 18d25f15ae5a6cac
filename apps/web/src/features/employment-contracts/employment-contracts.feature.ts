import { IconSignature } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import { paths, routeAccess } from './employment-contracts.paths';
import type fi from './locales/fi.json';

const signingPage = async () => ({
  Component: (await import('./routes/contract-signing.page')).ContractSigningPage,
});

/** Employment contracts (issue 15 §1): templates, drafts, sending for signature, the worker's signing page. */
export const employmentContractsFeature: WebFeature<'employment-contracts', typeof fi> = {
  name: 'employment-contracts',
  appRoutes: [
    {
      path: paths.list,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/employment-contracts.page')).EmploymentContractsPage,
      }),
    },
    {
      path: paths.edit,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/employment-contract.page')).EmploymentContractPage,
      }),
    },
    {
      path: paths.templates,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/contract-templates.page')).ContractTemplatesPage,
      }),
    },
  ],
  // The worker signs without an account: both of the spec's addresses show the same page.
  publicRoutes: [
    { path: paths.sign, lazy: signingPage },
    { path: paths.signInvite, lazy: signingPage },
  ],
  menu: [
    {
      group: 'payroll',
      key: 'employmentContracts',
      labelKey: 'employment-contracts.menu',
      path: paths.list,
      icon: IconSignature,
      access: routeAccess.read,
      resource: forEveryRole,
    },
  ],
  // Staff screens follow the worker: opened, signed or declined through the link.
  liveQueries: [{ root: 'employment-contracts', refreshOn: ['EmploymentContract'] }],
  catalogues: {
    fi: () => import('./locales/fi.json'),
    en: () => import('./locales/en.json'),
    de: () => import('./locales/de.json'),
    fr: () => import('./locales/fr.json'),
    pt: () => import('./locales/pt.json'),
  },
};
