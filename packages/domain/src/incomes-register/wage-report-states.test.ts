import { describe, expect, it } from 'vitest';
import {
  canApplyWageReportEvent,
  canInvalidateWageReport,
  canReplaceWageReport,
  finalWageReportStates,
  type RegisterStatus,
  registerStatuses,
  type WageReportEvent,
  type WageReportState,
  wageReportEventFor,
  wageReportEvents,
  wageReportStateAfter,
  wageReportStateOfRegisterStatus,
  wageReportStates,
} from './wage-report-states';

/** Every state × every event: the state it leads to, or null when refused. Written out, not derived. */
const table: Record<WageReportState, Record<WageReportEvent, WageReportState | null>> = {
  sent: {
    processing: null,
    approve: 'approved',
    reject: 'rejected',
    rejectOnReceipt: 'rejected-on-receipt',
    lose: 'unknown',
    invalidate: null,
  },
  approved: {
    processing: null,
    approve: null,
    reject: null,
    rejectOnReceipt: null,
    lose: null,
    invalidate: 'invalidated',
  },
  rejected: {
    processing: null,
    approve: null,
    reject: null,
    rejectOnReceipt: null,
    lose: null,
    invalidate: null,
  },
  'rejected-on-receipt': {
    processing: null,
    approve: null,
    reject: null,
    rejectOnReceipt: null,
    lose: null,
    invalidate: null,
  },
  unknown: {
    processing: 'sent',
    approve: 'approved',
    reject: 'rejected',
    rejectOnReceipt: 'rejected-on-receipt',
    lose: null,
    invalidate: null,
  },
  invalidated: {
    processing: null,
    approve: null,
    reject: null,
    rejectOnReceipt: null,
    lose: null,
    invalidate: null,
  },
};

describe('the wage report state machine', () => {
  it('has exactly the spec states: sent, approved, rejected, rejected on receipt, unknown, invalidated', () => {
    expect([...wageReportStates].sort()).toEqual(
      ['approved', 'invalidated', 'rejected', 'rejected-on-receipt', 'sent', 'unknown'].sort(),
    );
    expect(Object.keys(table).sort()).toEqual([...wageReportStates].sort());
  });

  const cases = wageReportStates.flatMap((state) =>
    wageReportEvents.map((event) => [state, event, table[state][event]] as const),
  );

  it.each(cases)('from %s, %s leads to %s', (state, event, expected) => {
    expect(wageReportStateAfter(state, event)).toBe(expected);
    expect(canApplyWageReportEvent(state, event)).toBe(expected !== null);
  });

  it('counts 9 allowed and 27 refused transitions', () => {
    const allowed = cases.filter(([, , to]) => to !== null);
    expect(allowed).toHaveLength(9);
    expect(cases.length - allowed.length).toBe(27);
  });

  it('leaves the rejected and the invalidated states by no event', () => {
    for (const state of finalWageReportStates) {
      expect(wageReportEvents.filter((event) => canApplyWageReportEvent(state, event))).toEqual([]);
    }
    const others = wageReportStates.filter((state) => !finalWageReportStates.includes(state));
    for (const state of others) {
      expect(wageReportEvents.some((event) => canApplyWageReportEvent(state, event))).toBe(true);
    }
  });

  it('reaches every state from sent', () => {
    const reached = new Set<WageReportState>(['sent']);
    for (let round = 0; round < wageReportStates.length; round += 1) {
      for (const state of [...reached]) {
        for (const event of wageReportEvents) {
          const next = wageReportStateAfter(state, event);
          if (next) {
            reached.add(next);
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...wageReportStates].sort());
  });

  it.each(wageReportStates)('replaces and invalidates only an approved report (%s)', (state) => {
    expect(canReplaceWageReport(state)).toBe(state === 'approved');
    expect(canInvalidateWageReport(state)).toBe(state === 'approved');
  });
});

describe("the register's processing statuses", () => {
  const expected: Record<RegisterStatus, [WageReportState, WageReportState]> = {
    unknown: ['unknown', 'unknown'],
    'being-processed': ['sent', 'sent'],
    valid: ['approved', 'rejected'],
    'partly-rejected': ['approved', 'rejected'],
    'rejected-at-reception': ['rejected-on-receipt', 'rejected-on-receipt'],
    'rejected-during-processing': ['rejected', 'rejected'],
    cancelled: ['invalidated', 'invalidated'],
  };

  it.each(registerStatuses)('%s maps to a state (a report listed invalid, a report not listed)', (status) => {
    const [notListed, listed] = expected[status];
    expect(wageReportStateOfRegisterStatus(status)).toBe(notListed);
    expect(wageReportStateOfRegisterStatus(status, true)).toBe(listed);
  });

  it.each(wageReportStates)('names the one event that leads to %s', (state) => {
    const event = wageReportEventFor(state);
    expect(event).not.toBeNull();
    expect(wageReportTransitionsTo(state)).toEqual([event]);
  });
});

function wageReportTransitionsTo(state: WageReportState): WageReportEvent[] {
  return wageReportEvents.filter((event) =>
    wageReportStates.some((from) => wageReportStateAfter(from, event) === state),
  );
}
