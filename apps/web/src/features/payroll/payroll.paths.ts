import type { QuickPayTab } from '@portal/domain/payroll';

/** The spec's payroll addresses (section 2, "Pay & billing"). */
export const paths = {
  payrollLists: '/apps/pay-&-billing/payroll-lists/list',
  payrollList: '/apps/pay-&-billing/payroll-lists/view/:id',
  payroll: '/apps/pay-&-billing/payrolls/view/:id',
  payrollEdit: '/apps/pay-&-billing/payrolls/edit/:id',
  quickShifts: '/apps/pay-&-billing/quick-shifts/:tab',
} as const;

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const payrollListPath = (id: string) => withId(paths.payrollList, id);
export const payrollPath = (id: string) => withId(paths.payroll, id);
export const payrollEditPath = (id: string) => withId(paths.payrollEdit, id);
export const quickShiftsPath = (tab: QuickPayTab) => paths.quickShifts.replace(':tab', tab);

/** Route meta: payroll is for admins, organization-admins and super-admins (issue 14 §3). */
export const routeAccess = {
  read: { action: 'read', subject: 'Payroll' },
  create: { action: 'create', subject: 'Payroll' },
  update: { action: 'update', subject: 'Payroll' },
} as const;
