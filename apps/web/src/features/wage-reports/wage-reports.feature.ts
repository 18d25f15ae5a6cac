import { IconFileCertificate, IconReportMoney } from '@tabler/icons-react';
import { forEveryRole, type RouteHandle, type WebFeature } from '@/lib/web-feature';
import type fi from './locales/fi.json';
import { paths, routeAccess } from './wage-reports.paths';

/** Incomes Register reports: earnings payment reports per worker and payment date, and the monthly ones. */
export const wageReportsFeature: WebFeature<'wage-reports', typeof fi> = {
  name: 'wage-reports',
  appRoutes: [
    {
      path: paths.wageReportsList,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/wage-reports-list.page')).WageReportsListPage,
      }),
    },
    {
      path: paths.wageReportView,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({ Component: (await import('./routes/wage-report.page')).WageReportPage }),
    },
    {
      path: paths.payerSummaryReportsList,
      handle: { access: routeAccess.read } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await import('./routes/payer-summary-reports.page')).PayerSummaryReportsPage,
      }),
    },
  ],
  menu: [
    {
      group: 'payroll',
      key: 'wage-reports',
      labelKey: 'wage-reports.menu.wageReports',
      path: paths.wageReportsList,
      icon: IconReportMoney,
      access: routeAccess.read,
      resource: forEveryRole,
    },
    {
      group: 'payroll',
      key: 'payer-summary-reports',
      labelKey: 'wage-reports.menu.payerSummaryReports',
      path: paths.payerSummaryReportsList,
      icon: IconFileCertificate,
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
