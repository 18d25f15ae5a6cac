import {
  canApplyInvoiceAction,
  type InvoiceStatus,
  invoiceActions,
  invoiceDisplayStatusOn,
  invoiceStatusAfter,
  invoiceStatusAfterCredit,
  invoiceStatuses,
} from './invoice-status';

// Every status against every action: the whole machine, so a new transition has to be added here on purpose.
const expected: Record<InvoiceStatus, Record<(typeof invoiceActions)[number], InvoiceStatus | null>> = {
  draft: { edit: 'draft', send: 'sent', delete: 'deleted', markPaid: null, markUnpaid: null, credit: null },
  sent: { edit: null, send: null, delete: null, markPaid: 'paid', markUnpaid: null, credit: 'sent' },
  paid: { edit: null, send: null, delete: null, markPaid: null, markUnpaid: 'sent', credit: 'paid' },
  credited: { edit: null, send: null, delete: null, markPaid: null, markUnpaid: null, credit: null },
  deleted: { edit: null, send: null, delete: null, markPaid: null, markUnpaid: null, credit: null },
};

describe('invoice status', () => {
  it.each(invoiceStatuses.flatMap((status) => invoiceActions.map((action) => [status, action] as const)))(
    'from %s, %s',
    (status, action) => {
      expect(invoiceStatusAfter(status, action)).toBe(expected[status][action]);
      expect(canApplyInvoiceAction(status, action)).toBe(expected[status][action] !== null);
    },
  );

  it('never changes a sent invoice: only payment and credit notes apply to it', () => {
    expect(canApplyInvoiceAction('sent', 'edit')).toBe(false);
    expect(canApplyInvoiceAction('sent', 'delete')).toBe(false);
  });

  it('becomes credited only when credit notes cover its whole total', () => {
    expect(invoiceStatusAfterCredit('sent', 10_000, 2_500)).toBe('sent');
    expect(invoiceStatusAfterCredit('paid', 10_000, 10_000)).toBe('credited');
    expect(invoiceStatusAfterCredit('sent', 10_000, 10_001)).toBeNull();
    expect(invoiceStatusAfterCredit('sent', 10_000, 0)).toBeNull();
    expect(invoiceStatusAfterCredit('draft', 10_000, 100)).toBeNull();
  });

  it('shows a sent invoice as overdue from the day after its due date', () => {
    expect(invoiceDisplayStatusOn({ status: 'sent', dueDate: '2026-11-27' }, '2026-11-27')).toBe('sent');
    expect(invoiceDisplayStatusOn({ status: 'sent', dueDate: '2026-11-26' }, '2026-11-27')).toBe('overdue');
    expect(invoiceDisplayStatusOn({ status: 'paid', dueDate: '2026-11-01' }, '2026-11-27')).toBe('paid');
    expect(invoiceDisplayStatusOn({ status: 'draft', dueDate: '2026-11-01' }, '2026-11-27')).toBe('draft');
  });
});
