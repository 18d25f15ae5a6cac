import { describe, expect, it } from 'vitest';
import {
  initialPayrollListStage,
  type PayrollListAction,
  type PayrollListKind,
  type PayrollListStage,
  payrollListActions,
  payrollListKinds,
  payrollListStageAfter,
  payrollListStages,
} from './payroll-list-stage';

// Every kind × stage × action, written out: a change to the machine must change this table.
const expected: Record<
  PayrollListKind,
  Record<PayrollListStage, Record<PayrollListAction, PayrollListStage | null>>
> = {
  regular: {
    open: {
      refresh: 'open',
      adjust: 'open',
      delete: 'open',
      startPaying: null,
      markPaid: 'open',
      settle: 'paid',
    },
    sent: { refresh: null, adjust: null, delete: null, startPaying: null, markPaid: null, settle: null },
    paying: { refresh: null, adjust: null, delete: null, startPaying: null, markPaid: null, settle: null },
    paid: { refresh: null, adjust: null, delete: null, startPaying: null, markPaid: null, settle: null },
  },
  quick: {
    open: { refresh: null, adjust: null, delete: null, startPaying: null, markPaid: null, settle: null },
    sent: {
      refresh: null,
      adjust: 'sent',
      delete: 'sent',
      startPaying: 'paying',
      markPaid: null,
      settle: null,
    },
    paying: {
      refresh: null,
      adjust: 'paying',
      delete: null,
      startPaying: null,
      markPaid: 'paying',
      settle: 'paid',
    },
    paid: { refresh: null, adjust: null, delete: null, startPaying: null, markPaid: null, settle: null },
  },
};

describe('the payroll list stages', () => {
  for (const kind of payrollListKinds) {
    for (const stage of payrollListStages) {
      for (const action of payrollListActions) {
        it(`${kind} ${stage} + ${action} → ${expected[kind][stage][action] ?? 'refused'}`, () => {
          expect(payrollListStageAfter(kind, stage, action)).toBe(expected[kind][stage][action]);
        });
      }
    }
  }

  it('starts a regular list open and a quick one sent', () => {
    expect(initialPayrollListStage('regular')).toBe('open');
    expect(initialPayrollListStage('quick')).toBe('sent');
  });
});
