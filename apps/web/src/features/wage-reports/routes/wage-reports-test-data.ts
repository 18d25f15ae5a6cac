import type { WageReportDetail, WageReportSummary, WageReportToMake } from '@portal/domain/incomes-register';
import { accountIds } from '@/testing/build-me';

// Test code: answers of the wage reports API as the screens' tests use them.

export const wageReportsPath = `/api/accounts/${accountIds.first}/wage-reports`;
export const reportId = '11111111-1111-4111-8111-111111111111';
export const workerId = '22222222-2222-4222-8222-222222222222';

export function buildToMake(overrides: Partial<WageReportToMake> = {}): WageReportToMake {
  return {
    workerId,
    workerName: 'Aino Nieminen',
    paymentDate: '2026-11-13',
    grossCents: 19_640,
    dueOn: '2026-11-18',
    overdue: true,
    ...overrides,
  };
}

export function buildReportSummary(overrides: Partial<WageReportSummary> = {}): WageReportSummary {
  return {
    id: reportId,
    workerId,
    workerName: 'Aino Nieminen',
    paymentDate: '2026-10-30',
    status: 'sent',
    reportId: 'WR-20261030-0a1b2c3d4e5f6a7b',
    irReportId: null,
    grossCents: 39_280,
    dueOn: '2026-11-04',
    overdue: false,
    replacesId: null,
    createdAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}

export function buildReportDetail(overrides: Partial<WageReportDetail> = {}): WageReportDetail {
  return {
    ...buildReportSummary(),
    statusNote: null,
    lines: [
      { incomeType: 201, amountCents: 36_000, kilometres: null },
      { incomeType: 206, amountCents: 1080, kilometres: null },
      { incomeType: 311, amountCents: 2200, kilometres: 40 },
    ],
    history: [{ at: '2026-11-02T08:00:00.000Z', action: 'create', status: 'sent', note: null }],
    replaces: null,
    replacedBy: [],
    invalidationMade: false,
    events: ['approve', 'reject', 'rejectOnReceipt', 'lose'],
    canReplace: false,
    canInvalidate: false,
    ...overrides,
  };
}
