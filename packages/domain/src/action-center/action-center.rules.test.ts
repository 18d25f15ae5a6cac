import { type BoostType, type ShiftStatus, shiftStatuses } from '../shifts/shift';
import { completeShiftInputSchema, sendForInspectionInputSchema } from './action-center.inputs';
import {
  type ActionCenterShiftState,
  completionDefaults,
  completionPaidHours,
  completionProblem,
  completionStateProblem,
  countsForBadge,
  defaultBreakMinutes,
  inspectionProblem,
  isBookingPending,
  isInspectionPending,
  isQuickPayPending,
  quickPayVerificationProblem,
  verificationProblem,
  workedMinutes,
} from './action-center.rules';

const workerId = '3f0c1a52-6a4e-4c1e-9a57-0d7f2b8e4c11';
const otherWorkerId = '7a1d2c33-1b2f-4d5e-8f90-112233445566';
const now = new Date('2026-06-10T12:00:00Z');
const settings = { unpaidTime: 30, minHoursWithBreak: 6 };

function shift(overrides: Partial<ActionCenterShiftState> = {}): ActionCenterShiftState {
  return {
    status: 'booked',
    assignedTo: workerId,
    reservations: [],
    startsAt: '2026-06-10T03:00:00Z',
    endsAt: '2026-06-10T11:00:00Z',
    boostType: null,
    inspectionSentAt: null,
    ...overrides,
  };
}

describe('workedMinutes', () => {
  it('counts a shift across midnight', () => {
    // 22:00-06:00 Helsinki summer time.
    expect(workedMinutes('2026-06-09T19:00:00Z', '2026-06-10T03:00:00Z')).toBe(8 * 60);
  });

  it('counts the real time across the autumn DST change (clocks go back: ten hours, not nine)', () => {
    // 24.10.2026 22:00 EEST (UTC+3) to 25.10.2026 07:00 EET (UTC+2).
    expect(workedMinutes('2026-10-24T22:00:00+03:00', '2026-10-25T07:00:00+02:00')).toBe(10 * 60);
  });

  it('counts the real time across the spring DST change (clocks go forward: eight hours, not nine)', () => {
    // 28.3.2026 22:00 EET (UTC+2) to 29.3.2026 07:00 EEST (UTC+3).
    expect(workedMinutes('2026-03-28T22:00:00+02:00', '2026-03-29T07:00:00+03:00')).toBe(8 * 60);
  });
});

describe('defaultBreakMinutes (spec section 9 break rule)', () => {
  it('gives no break up to the minimum hours', () => {
    expect(defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T10:00:00Z', settings)).toBe(0);
    expect(defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T12:00:00Z', settings)).toBe(0);
  });

  it('gives the unpaid time of the account to a longer shift', () => {
    expect(defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T14:00:00Z', settings)).toBe(30);
    expect(
      defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T16:00:00Z', {
        unpaidTime: 45,
        minHoursWithBreak: 6,
      }),
    ).toBe(45);
  });

  it('follows the account’s minimum hours', () => {
    const eightHourMinimum = { unpaidTime: 30, minHoursWithBreak: 8 };
    expect(defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T13:00:00Z', eightHourMinimum)).toBe(0);
    expect(defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T15:00:00Z', eightHourMinimum)).toBe(30);
  });

  it('never breaks a shift just over the minimum below the minimum paid hours', () => {
    // 6 h 15 min: the rule pays at least 6 h, so the break is 15 minutes.
    expect(defaultBreakMinutes('2026-06-10T06:00:00Z', '2026-06-10T12:15:00Z', settings)).toBe(15);
  });

  it('measures a night across the DST change in real hours', () => {
    // Nine wall-clock hours but ten real ones on the autumn night: still over 6 h, so the 30 min break.
    expect(defaultBreakMinutes('2026-10-24T22:00:00+03:00', '2026-10-25T07:00:00+02:00', settings)).toBe(30);
    // Five and a half wall-clock hours in spring are 4.5 real ones: no break.
    expect(defaultBreakMinutes('2026-03-29T01:30:00+02:00', '2026-03-29T07:00:00+03:00', settings)).toBe(0);
  });

  it('gives nothing for times that do not make a shift', () => {
    expect(defaultBreakMinutes('2026-06-10T12:00:00Z', '2026-06-10T06:00:00Z', settings)).toBe(0);
  });
});

describe('completionPaidHours', () => {
  it('pays the time worked minus the break', () => {
    expect(
      completionPaidHours({
        actualStartsAt: '2026-06-10T06:00:00Z',
        actualEndsAt: '2026-06-10T14:00:00Z',
        breakMinutes: 30,
      }),
    ).toBe(7.5);
  });

  it('pays a night across the autumn DST change its real length', () => {
    expect(
      completionPaidHours({
        actualStartsAt: '2026-10-24T22:00:00+03:00',
        actualEndsAt: '2026-10-25T07:00:00+02:00',
        breakMinutes: 30,
      }),
    ).toBe(9.5);
  });

  it('rounds to the hundredth of an hour', () => {
    expect(
      completionPaidHours({
        actualStartsAt: '2026-06-10T06:00:00Z',
        actualEndsAt: '2026-06-10T06:20:00Z',
        breakMinutes: 0,
      }),
    ).toBe(0.33);
  });
});

describe('completionProblem', () => {
  const start = '2026-06-10T06:00:00Z';

  it('accepts an end after the start with a shorter break', () => {
    expect(
      completionProblem({ actualStartsAt: start, actualEndsAt: '2026-06-10T14:00:00Z', breakMinutes: 30 }),
    ).toBe(null);
    expect(
      completionProblem({ actualStartsAt: start, actualEndsAt: '2026-06-10T14:00:00Z', breakMinutes: 0 }),
    ).toBe(null);
  });

  it('refuses an end at or before the start', () => {
    expect(completionProblem({ actualStartsAt: start, actualEndsAt: start, breakMinutes: 0 })).toEqual({
      code: 'SHIFT_TIMES_INVALID',
      field: 'actualEndsAt',
    });
    expect(
      completionProblem({ actualStartsAt: start, actualEndsAt: '2026-06-10T05:00:00Z', breakMinutes: 0 }),
    ).toEqual({ code: 'SHIFT_TIMES_INVALID', field: 'actualEndsAt' });
  });

  it('accepts a whole day and refuses more (a mistyped date)', () => {
    expect(
      completionProblem({ actualStartsAt: start, actualEndsAt: '2026-06-11T06:00:00Z', breakMinutes: 0 }),
    ).toBe(null);
    expect(
      completionProblem({ actualStartsAt: start, actualEndsAt: '2026-06-11T06:01:00Z', breakMinutes: 0 }),
    ).toEqual({ code: 'SHIFT_TIMES_INVALID', field: 'actualEndsAt' });
  });

  it('refuses a break as long as the time worked, or negative', () => {
    const end = '2026-06-10T08:00:00Z';
    expect(completionProblem({ actualStartsAt: start, actualEndsAt: end, breakMinutes: 119 })).toBe(null);
    expect(completionProblem({ actualStartsAt: start, actualEndsAt: end, breakMinutes: 120 })).toEqual({
      code: 'SHIFT_TIMES_INVALID',
      field: 'breakMinutes',
    });
    expect(completionProblem({ actualStartsAt: start, actualEndsAt: end, breakMinutes: -1 })).toEqual({
      code: 'SHIFT_TIMES_INVALID',
      field: 'breakMinutes',
    });
  });

  it('accepts a night across midnight', () => {
    expect(
      completionProblem({
        actualStartsAt: '2026-06-09T19:00:00Z',
        actualEndsAt: '2026-06-10T04:00:00Z',
        breakMinutes: 30,
      }),
    ).toBe(null);
  });
});

describe('completeShiftInputSchema', () => {
  const valid = {
    actualStartsAt: '2026-06-10T06:00:00Z',
    actualEndsAt: '2026-06-10T14:00:00Z',
    breakMinutes: 30,
    kilometrikorvaus: 12.5,
    workDayType: 'work_day',
  };

  it('accepts a complete input and defaults kilometres to none', () => {
    expect(completeShiftInputSchema.parse(valid)).toEqual(valid);
    const { kilometrikorvaus: _km, ...withoutKm } = valid;
    expect(completeShiftInputSchema.parse(withoutKm).kilometrikorvaus).toBe(0);
  });

  it('refuses negative kilometres or break and fractional break minutes', () => {
    expect(completeShiftInputSchema.safeParse({ ...valid, kilometrikorvaus: -1 }).success).toBe(false);
    expect(completeShiftInputSchema.safeParse({ ...valid, breakMinutes: -5 }).success).toBe(false);
    expect(completeShiftInputSchema.safeParse({ ...valid, breakMinutes: 1.5 }).success).toBe(false);
  });

  it('takes the work-day type from the spec’s list only', () => {
    for (const workDayType of [
      'sick_day',
      'sick_day_pending',
      'temporary_nursing_leave',
      'orientation_day',
      'absence',
    ]) {
      expect(completeShiftInputSchema.safeParse({ ...valid, workDayType }).success).toBe(true);
    }
    expect(completeShiftInputSchema.safeParse({ ...valid, workDayType: 'holiday' }).success).toBe(false);
  });

  it('needs instants with a zone', () => {
    expect(completeShiftInputSchema.safeParse({ ...valid, actualStartsAt: '10.06.2026 09:00' }).success).toBe(
      false,
    );
  });
});

describe('sendForInspectionInputSchema', () => {
  it('needs at least one shift, each once', () => {
    expect(sendForInspectionInputSchema.safeParse({ shiftIds: [] }).success).toBe(false);
    expect(sendForInspectionInputSchema.safeParse({ shiftIds: [workerId, workerId] }).success).toBe(false);
    expect(sendForInspectionInputSchema.safeParse({ shiftIds: [workerId, otherWorkerId] }).success).toBe(
      true,
    );
  });
});

describe('completionStateProblem', () => {
  it('lets a booked, reserved shift whose end has passed be completed', () => {
    expect(completionStateProblem(shift(), now)).toBe(null);
    expect(completionStateProblem(shift({ endsAt: now.toISOString() }), now)).toBe(null);
  });

  it('refuses a booked shift still running or ahead with SHIFT_NOT_ENDED', () => {
    expect(completionStateProblem(shift({ endsAt: '2026-06-10T12:00:01Z' }), now)).toBe('SHIFT_NOT_ENDED');
    expect(
      completionStateProblem(
        shift({ startsAt: '2026-06-11T06:00:00Z', endsAt: '2026-06-11T14:00:00Z' }),
        now,
      ),
    ).toBe('SHIFT_NOT_ENDED');
  });

  it('refuses every other status, and a booked shift without a reserved assignee, with SHIFT_STATE_CHANGED', () => {
    for (const status of shiftStatuses.filter((value) => value !== 'booked')) {
      expect(completionStateProblem(shift({ status }), now)).toBe('SHIFT_STATE_CHANGED');
    }
    expect(completionStateProblem(shift({ assignedTo: null }), now)).toBe('SHIFT_STATE_CHANGED');
    expect(completionStateProblem(shift({ assignedTo: 'ab' }), now)).toBe('SHIFT_STATE_CHANGED');
  });
});

describe('verification rules', () => {
  const statusesBut = (status: ShiftStatus) => shiftStatuses.filter((value) => value !== status);

  it('verifies only confirmed shifts', () => {
    expect(verificationProblem({ status: 'confirmed' })).toBe(null);
    for (const status of statusesBut('confirmed')) {
      expect(verificationProblem({ status })).toBe('SHIFT_STATE_CHANGED');
    }
  });

  it('quick-pay verifies only confirmed quick-boost shifts', () => {
    expect(quickPayVerificationProblem({ status: 'confirmed', boostType: 'quick' })).toBe(null);
    for (const boostType of ['bonus', null] as (BoostType | null)[]) {
      expect(quickPayVerificationProblem({ status: 'confirmed', boostType })).toBe('SHIFT_STATE_CHANGED');
    }
    for (const status of statusesBut('confirmed')) {
      expect(quickPayVerificationProblem({ status, boostType: 'quick' })).toBe('SHIFT_STATE_CHANGED');
    }
  });

  it('sends for inspection only confirmed shifts without quick pay, once', () => {
    const sendable = { status: 'confirmed' as const, boostType: null, inspectionSentAt: null };
    expect(inspectionProblem(sendable)).toBe(null);
    expect(inspectionProblem({ ...sendable, boostType: 'bonus' })).toBe(null);
    expect(inspectionProblem({ ...sendable, boostType: 'quick' })).toBe('SHIFT_STATE_CHANGED');
    expect(inspectionProblem({ ...sendable, inspectionSentAt: '2026-06-10T12:00:00Z' })).toBe(
      'SHIFT_STATE_CHANGED',
    );
    for (const status of statusesBut('confirmed')) {
      expect(inspectionProblem({ ...sendable, status })).toBe('SHIFT_STATE_CHANGED');
    }
  });
});

describe('tab membership', () => {
  const future = { startsAt: '2026-06-11T06:00:00Z', endsAt: '2026-06-11T14:00:00Z' };

  it('booking confirmation: open, free, asked for and ahead', () => {
    const asked = shift({ ...future, status: 'open', assignedTo: null, reservations: [workerId] });
    expect(isBookingPending(asked, now)).toBe(true);
    expect(isBookingPending({ ...asked, reservations: [] }, now)).toBe(false);
    expect(isBookingPending({ ...asked, assignedTo: workerId, status: 'booked' }, now)).toBe(false);
    expect(isBookingPending({ ...asked, startsAt: '2026-06-10T11:00:00Z' }, now)).toBe(false);
    expect(isBookingPending({ ...asked, status: 'draft' }, now)).toBe(false);
  });

  it('quick pay: confirmed quick-boost shifts until verified', () => {
    expect(isQuickPayPending({ status: 'confirmed', boostType: 'quick' })).toBe(true);
    expect(isQuickPayPending({ status: 'verified', boostType: 'quick' })).toBe(false);
    expect(isQuickPayPending({ status: 'confirmed', boostType: 'bonus' })).toBe(false);
  });

  it('inspection: confirmed shifts without quick pay not yet sent', () => {
    expect(isInspectionPending({ status: 'confirmed', boostType: null, inspectionSentAt: null })).toBe(true);
    expect(isInspectionPending({ status: 'verified', boostType: null, inspectionSentAt: null })).toBe(false);
  });

  it('badge: open, unreserved future shifts only', () => {
    const open = { status: 'open' as const, assignedTo: null, startsAt: future.startsAt };
    expect(countsForBadge(open, now)).toBe(true);
    expect(countsForBadge({ ...open, assignedTo: 'ab' }, now)).toBe(true);
    expect(countsForBadge({ ...open, assignedTo: workerId }, now)).toBe(false);
    expect(countsForBadge({ ...open, startsAt: '2026-06-10T11:59:00Z' }, now)).toBe(false);
    for (const status of shiftStatuses.filter((value) => value !== 'open')) {
      expect(countsForBadge({ ...open, status }, now)).toBe(false);
    }
  });
});

describe('completionDefaults', () => {
  it('prefills the planned times, the rule’s break, no kilometres and a work day', () => {
    expect(
      completionDefaults({ startsAt: '2026-06-10T06:00:00Z', endsAt: '2026-06-10T14:00:00Z' }, settings),
    ).toEqual({
      actualStartsAt: '2026-06-10T06:00:00.000Z',
      actualEndsAt: '2026-06-10T14:00:00.000Z',
      breakMinutes: 30,
      kilometrikorvaus: 0,
      workDayType: 'work_day',
    });
    expect(
      completionDefaults({ startsAt: '2026-06-10T06:00:00Z', endsAt: '2026-06-10T10:00:00Z' }, settings)
        .breakMinutes,
    ).toBe(0);
  });

  it('keeps values already entered', () => {
    expect(
      completionDefaults(
        {
          startsAt: '2026-06-10T06:00:00Z',
          endsAt: '2026-06-10T14:00:00Z',
          actualStartsAt: '2026-06-10T06:30:00Z',
          actualEndsAt: '2026-06-10T15:00:00Z',
          breakMinutes: 20,
          kilometrikorvaus: 14,
          workDayType: 'orientation_day',
        },
        settings,
      ),
    ).toEqual({
      actualStartsAt: '2026-06-10T06:30:00.000Z',
      actualEndsAt: '2026-06-10T15:00:00.000Z',
      breakMinutes: 20,
      kilometrikorvaus: 14,
      workDayType: 'orientation_day',
    });
  });
});
