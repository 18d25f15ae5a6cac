export const paths = {
  wageReportsList: '/apps/pay-&-billing/wage-reports/list',
  wageReportView: '/apps/pay-&-billing/wage-reports/view/:id',
  payerSummaryReportsList: '/apps/pay-&-billing/payer-summary-reports/list',
} as const;

export function wageReportPath(reportId: string): string {
  return paths.wageReportView.replace(':id', encodeURIComponent(reportId));
}

/** Route meta: wage reports are for admins and above only (subject Wages). */
export const routeAccess = {
  read: { action: 'read', subject: 'Wages' },
  create: { action: 'create', subject: 'Wages' },
  update: { action: 'update', subject: 'Wages' },
} as const;
