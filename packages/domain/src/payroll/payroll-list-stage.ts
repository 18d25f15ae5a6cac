/**
 * Where a payroll list is (issue 14 §2; spec section 4, quick-pay tabs and "payroll paid or not paid").
 * - A regular list (a pay period) is open while any of its payrolls is not paid, and paid when all are.
 * - A quick list (quick-boosted shifts paid within days) is sent when the admin sends the pending shifts,
 *   paying once the admin starts the payment, and paid when all its payrolls are paid.
 * A paid list is locked: nothing is refreshed, adjusted or deleted any more.
 */
export const payrollListKinds = ['regular', 'quick'] as const;
export type PayrollListKind = (typeof payrollListKinds)[number];

export const payrollListStages = ['open', 'sent', 'paying', 'paid'] as const;
export type PayrollListStage = (typeof payrollListStages)[number];

/**
 * - refresh: re-gather the period's payable shifts into the not-paid payrolls (regular lists);
 * - adjust: add or remove a manual line on a not-paid payroll;
 * - delete: remove the list (soft), freeing its shifts, while none of its payrolls is paid;
 * - startPaying: a sent quick list goes to the payment;
 * - markPaid: a payroll of the list is marked paid;
 * - settle: the last payroll was paid, so the list is paid.
 */
export const payrollListActions = [
  'refresh',
  'adjust',
  'delete',
  'startPaying',
  'markPaid',
  'settle',
] as const;
export type PayrollListAction = (typeof payrollListActions)[number];

type Transitions = Readonly<
  Record<
    PayrollListKind,
    Partial<Record<PayrollListStage, Partial<Record<PayrollListAction, PayrollListStage>>>>
  >
>;

/** Each kind's stages: the actions allowed there and the stage each leaves. */
export const payrollListTransitions: Transitions = {
  regular: {
    open: { refresh: 'open', adjust: 'open', delete: 'open', markPaid: 'open', settle: 'paid' },
  },
  quick: {
    sent: { adjust: 'sent', delete: 'sent', startPaying: 'paying' },
    paying: { adjust: 'paying', markPaid: 'paying', settle: 'paid' },
  },
};

/** The stage a kind of list starts in. */
export function initialPayrollListStage(kind: PayrollListKind): PayrollListStage {
  return kind === 'quick' ? 'sent' : 'open';
}

/** The stage after an action, or null when the action is not allowed in this stage. */
export function payrollListStageAfter(
  kind: PayrollListKind,
  stage: PayrollListStage,
  action: PayrollListAction,
): PayrollListStage | null {
  return payrollListTransitions[kind][stage]?.[action] ?? null;
}

export function canApplyPayrollListAction(
  kind: PayrollListKind,
  stage: PayrollListStage,
  action: PayrollListAction,
): boolean {
  return payrollListStageAfter(kind, stage, action) !== null;
}

/** The quick-pay tabs (spec: Quick shifts with sub-items Pending, Sent, Paying). */
export const quickPayTabs = ['pending', 'sent', 'paying'] as const;
export type QuickPayTab = (typeof quickPayTabs)[number];
