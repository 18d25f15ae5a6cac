import { type BoostType, type ShiftDisplayState, type ShiftStatus, shiftStatuses } from './shift';
import {
  type Boost,
  boostAfterUpdate,
  displayStateOf,
  isAwaitingConfirmation,
  isInProgress,
  isReserved,
  isUpcoming,
  noBoost,
  statusAfterUpdate,
} from './shift-status.rules';

const workerUuid = '3f0c1a52-6a4e-4c1e-9a57-0d7f2b8e4c11';

describe('isReserved', () => {
  it('counts a shift as reserved only when the assignee id is longer than 2 characters', () => {
    expect(isReserved(null)).toBe(false);
    expect(isReserved(undefined)).toBe(false);
    expect(isReserved('')).toBe(false);
    expect(isReserved('a')).toBe(false);
    expect(isReserved('ab')).toBe(false);
    expect(isReserved('abc')).toBe(true);
    expect(isReserved(workerUuid)).toBe(true);
  });
});

describe('statusAfterUpdate', () => {
  const assignees = {
    none: null,
    undefined: undefined,
    empty: '',
    'a 2-character id': 'ab',
    'a 3-character id': 'abc',
    'a uuid': workerUuid,
  } as const;
  type AssigneeName = keyof typeof assignees;
  // Spec: "booked if an assignee exists"; decision 0008 reads "exists" as reserved (id longer than 2) everywhere,
  // so a 2-character placeholder does not book the shift.
  const assigneeExists: Record<AssigneeName, boolean> = {
    none: false,
    undefined: false,
    empty: false,
    'a 2-character id': false,
    'a 3-character id': true,
    'a uuid': true,
  };
  const explicitStatuses: (ShiftStatus | null | undefined)[] = [undefined, null, ...shiftStatuses];

  function expected(explicit: ShiftStatus | null | undefined, assignee: AssigneeName, isDraft: boolean) {
    const kept: (ShiftStatus | null | undefined)[] = [
      'booked',
      'confirmed',
      'verified',
      'expired',
      'deleted',
    ];
    if (kept.includes(explicit)) {
      return explicit;
    }
    if (assigneeExists[assignee]) {
      return 'booked';
    }
    return isDraft ? 'draft' : 'open';
  }

  const cases = explicitStatuses.flatMap((status) =>
    (Object.keys(assignees) as AssigneeName[]).flatMap((assignee) =>
      [true, false].map((isDraft) => ({ status, assignee, isDraft })),
    ),
  );

  it.each(cases)(
    'explicit status $status, assignee $assignee, isDraft $isDraft',
    ({ status, assignee, isDraft }) => {
      expect(statusAfterUpdate({ status, assignedTo: assignees[assignee], isDraft })).toBe(
        expected(status, assignee, isDraft),
      );
    },
  );

  it('books an assigned draft, reopens an unassigned shift and keeps an unassigned draft a draft', () => {
    expect(statusAfterUpdate({ assignedTo: workerUuid, isDraft: true })).toBe('booked');
    expect(statusAfterUpdate({ assignedTo: null, isDraft: false, status: 'booked' })).toBe('booked');
    expect(statusAfterUpdate({ assignedTo: null, isDraft: false })).toBe('open');
    expect(statusAfterUpdate({ assignedTo: null, isDraft: true, status: 'open' })).toBe('draft');
  });

  it('does not let an explicit draft or open override an existing assignee', () => {
    expect(statusAfterUpdate({ assignedTo: workerUuid, isDraft: false, status: 'open' })).toBe('booked');
    expect(statusAfterUpdate({ assignedTo: workerUuid, isDraft: true, status: 'draft' })).toBe('booked');
  });
});

describe('boostAfterUpdate', () => {
  const boosts: Record<BoostType | 'none', Boost> = {
    quick: { boosted: true, boostType: 'quick', boostValue: 20 },
    bonus: { boosted: true, boostType: 'bonus', boostValue: 35 },
    none: noBoost,
  };
  const cases = shiftStatuses.flatMap((status) =>
    (Object.keys(boosts) as (keyof typeof boosts)[]).map((boostType) => ({ status, boostType })),
  );

  it.each(cases)('status $status with boost $boostType', ({ status, boostType }) => {
    const clears = status === 'expired' && boostType === 'quick';
    expect(boostAfterUpdate(status, boosts[boostType])).toEqual(clears ? noBoost : boosts[boostType]);
  });

  it('clears every part of an expired quick boost', () => {
    expect(boostAfterUpdate('expired', boosts.quick)).toEqual({
      boosted: false,
      boostType: null,
      boostValue: null,
    });
  });
});

const startsAt = new Date('2026-05-12T05:00:00Z');
const endsAt = new Date('2026-05-12T13:00:00Z');
const minute = 60_000;

describe('isUpcoming, isInProgress, isAwaitingConfirmation', () => {
  const booked = { status: 'booked' as const, assignedTo: workerUuid, startsAt, endsAt };
  const moments = {
    'a minute before start': new Date(startsAt.getTime() - minute),
    'a millisecond before start': new Date(startsAt.getTime() - 1),
    'exactly at start': startsAt,
    'during the shift': new Date(startsAt.getTime() + 60 * minute),
    'a millisecond before end': new Date(endsAt.getTime() - 1),
    'exactly at end': endsAt,
    'a minute after end': new Date(endsAt.getTime() + minute),
  } as const;
  const expected: Record<keyof typeof moments, [upcoming: boolean, inProgress: boolean, awaiting: boolean]> =
    {
      'a minute before start': [true, false, false],
      'a millisecond before start': [true, false, false],
      'exactly at start': [false, true, false],
      'during the shift': [false, true, false],
      'a millisecond before end': [false, true, false],
      'exactly at end': [false, false, true],
      'a minute after end': [false, false, true],
    };

  it.each(Object.keys(moments) as (keyof typeof moments)[])('a booked and reserved shift, %s', (name) => {
    const now = moments[name];
    expect([isUpcoming(booked, now), isInProgress(booked, now), isAwaitingConfirmation(booked, now)]).toEqual(
      expected[name],
    );
  });

  it('accepts ISO strings as well as dates', () => {
    const asStrings = { ...booked, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
    expect(isUpcoming(asStrings, moments['a minute before start'])).toBe(true);
    expect(isInProgress(asStrings, moments['exactly at start'])).toBe(true);
    expect(isAwaitingConfirmation(asStrings, moments['exactly at end'])).toBe(true);
  });

  it.each(shiftStatuses.filter((status) => status !== 'booked'))(
    'is none of them for a %s shift, even with a reserved assignee',
    (status) => {
      const shift = { ...booked, status };
      for (const now of Object.values(moments)) {
        expect([
          isUpcoming(shift, now),
          isInProgress(shift, now),
          isAwaitingConfirmation(shift, now),
        ]).toEqual([false, false, false]);
      }
    },
  );

  it.each([null, '', 'ab'])(
    'is none of them for a booked shift whose assignee %j is not reserved',
    (assignedTo) => {
      const shift = { ...booked, assignedTo };
      for (const now of Object.values(moments)) {
        expect([
          isUpcoming(shift, now),
          isInProgress(shift, now),
          isAwaitingConfirmation(shift, now),
        ]).toEqual([false, false, false]);
      }
    },
  );
});

describe('displayStateOf: the calendar table of spec section 4', () => {
  type Reservations = 'none' | 'some';
  type Assignee = 'none' | 'short' | 'uuid';
  type When = 'before start' | 'exactly at start' | 'in progress' | 'exactly at end' | 'after end';

  const reservationLists: Record<Reservations, string[]> = { none: [], some: ['worker-x', 'worker-y'] };
  const assigneeIds: Record<Assignee, string | null> = { none: null, short: 'ab', uuid: workerUuid };
  const moments: Record<When, Date> = {
    'before start': new Date(startsAt.getTime() - 24 * 60 * minute),
    'exactly at start': startsAt,
    'in progress': new Date(startsAt.getTime() + 120 * minute),
    'exactly at end': endsAt,
    'after end': new Date(endsAt.getTime() + 24 * 60 * minute),
  };
  // Whether the shift's end lies ahead: at the exact end moment it has passed.
  const endAhead: Record<When, boolean> = {
    'before start': true,
    'exactly at start': true,
    'in progress': true,
    'exactly at end': false,
    'after end': false,
  };

  /**
   * The spec's rows, one by one, then what the table leaves open: the implementation's documented choice
   * (an open or booked shift without a reserved assignee shows Open, or Booked when workers asked for it;
   * a verified shift is done like a confirmed one; a deleted shift is never shown).
   */
  function expectedState(
    status: ShiftStatus,
    reservations: Reservations,
    assignee: Assignee,
    when: When,
  ): ShiftDisplayState | null {
    const reserved = assignee === 'uuid';
    // Spec rows.
    if (status === 'open' && reservations === 'none') {
      return 'Open';
    }
    if (status === 'open' && reservations === 'some' && !reserved) {
      return 'Booked';
    }
    if (status === 'booked' && reserved && endAhead[when]) {
      return 'Verified';
    }
    if (status === 'booked' && reserved && !endAhead[when]) {
      return 'Unconfirmed';
    }
    if (status === 'confirmed') {
      return 'Confirmed';
    }
    if (status === 'expired') {
      return 'Expired';
    }
    if (status === 'draft') {
      return 'Draft';
    }
    // Not in the table.
    if (status === 'open') {
      return 'Open';
    }
    if (status === 'booked') {
      return reservations === 'some' ? 'Booked' : 'Open';
    }
    if (status === 'verified') {
      return 'Confirmed';
    }
    return null;
  }

  const cases = shiftStatuses.flatMap((status) =>
    (['none', 'some'] as const).flatMap((reservations) =>
      (['none', 'short', 'uuid'] as const).flatMap((assignee) =>
        (Object.keys(moments) as When[]).map((when) => ({ status, reservations, assignee, when })),
      ),
    ),
  );

  it('enumerates all 7 statuses x 2 reservation lists x 3 assignees x 5 moments', () => {
    expect(cases).toHaveLength(7 * 2 * 3 * 5);
  });

  it.each(cases)(
    '$status, reservations $reservations, assignee $assignee, $when',
    ({ status, reservations, assignee, when }) => {
      const shift = {
        status,
        reservations: reservationLists[reservations],
        assignedTo: assigneeIds[assignee],
        startsAt,
        endsAt,
      };
      expect(displayStateOf(shift, moments[when])).toBe(expectedState(status, reservations, assignee, when));
    },
  );

  it('reads the spec rows literally on representative shifts', () => {
    const base = { startsAt, endsAt, assignedTo: null, reservations: [] as string[] };
    const now = moments['before start'];
    const later = moments['after end'];
    expect(displayStateOf({ ...base, status: 'open' }, now)).toBe('Open');
    expect(displayStateOf({ ...base, status: 'open', reservations: ['w1'] }, now)).toBe('Booked');
    expect(displayStateOf({ ...base, status: 'booked', assignedTo: workerUuid }, now)).toBe('Verified');
    expect(displayStateOf({ ...base, status: 'booked', assignedTo: workerUuid }, later)).toBe('Unconfirmed');
    expect(displayStateOf({ ...base, status: 'confirmed', assignedTo: workerUuid }, later)).toBe('Confirmed');
    expect(displayStateOf({ ...base, status: 'expired' }, later)).toBe('Expired');
    expect(displayStateOf({ ...base, status: 'draft' }, now)).toBe('Draft');
    expect(displayStateOf({ ...base, status: 'deleted' }, now)).toBeNull();
  });

  it('shows every display state for some shift', () => {
    const shown = new Set(
      cases.map(({ status, reservations, assignee, when }) =>
        displayStateOf(
          {
            status,
            reservations: reservationLists[reservations],
            assignedTo: assigneeIds[assignee],
            startsAt,
            endsAt,
          },
          moments[when],
        ),
      ),
    );
    expect([...shown].sort()).toEqual(
      ['Booked', 'Confirmed', 'Draft', 'Expired', 'Open', 'Unconfirmed', 'Verified', null].sort(),
    );
  });
});
