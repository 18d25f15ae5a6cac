import { IconBolt, IconCash } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, quickShiftsPath, routeAccess } from './payroll.paths';

/** Payroll (issue 14 §2): pay periods, one worker's payroll with its adjustments, quick pay. */
export const payrollFeature: WebFeature<'payroll', typeof fi> = {
  name: 'payroll',
  appRoutes: [
    {
      path: paths.payrollLists,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/payroll-lists.page')).PayrollListsPage }),
    },
    {
      path: paths.payrollList,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/payroll-list.page')).PayrollListPage }),
    },
    {
      path: paths.payroll,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/payroll.page')).PayrollPage }),
    },
    {
      path: paths.payrollEdit,
      handle: { access: routeAccess.update } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/payroll-edit.page')).PayrollEditPage }),
    },
    {
      path: paths.quickShifts,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/quick-shifts.page')).QuickShiftsPage }),
    },
  ],
  menu: [
    {
      group: 'payroll',
      key: 'payrollLists',
      labelKey: 'payroll.menu.lists',
      path: paths.payrollLists,
      icon: IconCash,
      access: routeAccess.read,
      resource: forEveryRole,
    },
    {
      group: 'payroll',
      key: 'quickShifts',
      labelKey: 'payroll.menu.quickShifts',
      path: quickShiftsPath('pending'),
      icon: IconBolt,
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
