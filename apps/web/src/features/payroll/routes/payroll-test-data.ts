import type { PayrollDetail, PayrollListDetail, PayrollListSummary } from '@portal/domain/payroll';
import { accountIds } from '@/testing/build-me';

// Test code: payroll answers as the API gives them.

export const listId = '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c1001';
export const payrollId = '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c2001';
export const workerId = '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c3001';
export const listsPath = `/api/accounts/${accountIds.first}/payroll-lists`;
export const payrollApiPath = `/api/accounts/${accountIds.first}/payrolls/${payrollId}`;

export function buildListSummary(overrides: Partial<PayrollListSummary> = {}): PayrollListSummary {
  return {
    id: listId,
    kind: 'regular',
    stage: 'open',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    paymentDate: '2026-11-13',
    workers: 1,
    paidPayrolls: 0,
    paidMinutes: 600,
    grossCents: 43600,
    taxExemptCents: 0,
    createdAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}

export function buildListDetail(overrides: Partial<PayrollListDetail> = {}): PayrollListDetail {
  return {
    ...buildListSummary(),
    payrolls: [
      {
        payrollId,
        workerId,
        workerName: 'Tiina Tekijä',
        shifts: 1,
        paidMinutes: 600,
        grossCents: 43600,
        taxExemptCents: 0,
        status: 'not-paid',
        paidOn: null,
      },
    ],
    excluded: [],
    actions: { refresh: true, delete: true, startPaying: false, payAll: true },
    ...overrides,
  };
}

const shift = {
  id: '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c4001',
  title: 'Yövuoro',
  day: '2026-10-24',
  startsAt: '2026-10-24T19:00:00.000Z',
  endsAt: '2026-10-25T05:00:00.000Z',
  areaName: 'Koivula A',
};

export function buildPayroll(overrides: Partial<PayrollDetail> = {}): PayrollDetail {
  return {
    id: payrollId,
    payrollListId: listId,
    listKind: 'regular',
    listStage: 'open',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    paymentDate: '2026-11-13',
    workerId,
    workerName: 'Tiina Tekijä',
    status: 'not-paid',
    paidOn: null,
    paidMinutes: 600,
    grossCents: 43600,
    taxExemptCents: 0,
    lines: [
      {
        id: '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c5001',
        position: 1,
        kind: 'sunday',
        incomeType: 221,
        day: '2026-10-24',
        minutes: 600,
        unitCents: 4000,
        baseUnitCents: 2000,
        kilometreHundredths: null,
        basisPoints: null,
        baseCents: null,
        grossCents: 40000,
        taxExempt: false,
        reason: null,
        createdByName: null,
        shift,
      },
      {
        id: '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c5002',
        position: 2,
        kind: 'holidayCompensation',
        incomeType: 234,
        day: '2026-10-31',
        minutes: null,
        unitCents: null,
        baseUnitCents: null,
        kilometreHundredths: null,
        basisPoints: 900,
        baseCents: 40000,
        grossCents: 3600,
        taxExempt: false,
        reason: null,
        createdByName: null,
        shift: null,
      },
    ],
    incomeTypeTotals: [
      { incomeType: 201, cents: 20000 },
      { incomeType: 221, cents: 20000 },
      { incomeType: 234, cents: 3600 },
    ],
    actions: { adjust: true, markPaid: true },
    ...overrides,
  };
}
