import { type ShiftStatus, type ShiftUpdateEntry, shiftStatuses } from './shift';
import {
  canDeleteGig,
  canDeleteShift,
  deleteShift,
  isListed,
  isShiftBooked,
  restoreShift,
} from './shift-delete.rules';

const workerUuid = '3f0c1a52-6a4e-4c1e-9a57-0d7f2b8e4c11';

describe('canDeleteShift and isShiftBooked', () => {
  // A worker holds a booked, confirmed or verified shift; a deleted one is already gone.
  const deletable: Record<ShiftStatus, boolean> = {
    draft: true,
    open: true,
    booked: false,
    confirmed: false,
    verified: false,
    expired: true,
    deleted: false,
  };

  it.each(shiftStatuses)('an unassigned %s shift', (status) => {
    const shift = { status, assignedTo: null };
    expect(canDeleteShift(shift)).toBe(deletable[status]);
    expect(isShiftBooked(shift)).toBe(['booked', 'confirmed', 'verified'].includes(status));
  });

  it.each(shiftStatuses)('a %s shift with a reserved assignee is booked and cannot be deleted', (status) => {
    const shift = { status, assignedTo: workerUuid };
    expect(isShiftBooked(shift)).toBe(true);
    expect(canDeleteShift(shift)).toBe(false);
  });

  it.each(['', 'ab', undefined])(
    'an open shift whose assignee %j is not reserved can be deleted',
    (assignedTo) => {
      expect(canDeleteShift({ status: 'open', assignedTo })).toBe(true);
    },
  );
});

describe('canDeleteGig', () => {
  it('refuses a gig that has a booked shift (spec: it has shifts that are booked)', () => {
    expect(
      canDeleteGig([
        { status: 'open', assignedTo: null },
        { status: 'booked', assignedTo: workerUuid },
      ]),
    ).toBe(false);
  });

  it.each(shiftStatuses)('with one %s shift among open ones', (status) => {
    const shifts = [
      { status: 'open' as const, assignedTo: null },
      { status, assignedTo: null },
    ];
    expect(canDeleteGig(shifts)).toBe(!['booked', 'confirmed', 'verified'].includes(status));
  });

  it('allows a gig without shifts, and ignores deleted shifts that still carry an assignee', () => {
    expect(canDeleteGig([])).toBe(true);
    expect(canDeleteGig([{ status: 'deleted', assignedTo: workerUuid }])).toBe(true);
  });

  it('refuses when an open shift of the gig has a reserved assignee', () => {
    expect(canDeleteGig([{ status: 'open', assignedTo: workerUuid }])).toBe(false);
  });
});

describe('deleteShift', () => {
  const earlier: ShiftUpdateEntry[] = [
    {
      state: 'created',
      date: '2026-05-01T08:00:00.000Z',
      processer: 'u1',
      processerName: 'Anna',
      content: '',
    },
    {
      state: 'published',
      date: '2026-05-02T08:00:00.000Z',
      processer: 'u1',
      processerName: 'Anna',
      content: '',
    },
  ];
  const at = new Date('2026-05-03T09:15:00Z');

  it('marks the shift deleted, stamps the time and appends one entry saying it was removed', () => {
    const patch = deleteShift({ updates: earlier }, at, { id: 'u2', name: 'Bertta' });
    expect(patch.status).toBe('deleted');
    expect(patch.deletedAt).toEqual(at);
    expect(patch.updates).toHaveLength(3);
    expect(patch.updates.slice(0, 2)).toEqual(earlier);
    expect(patch.updates[2]).toEqual({
      state: 'deleted',
      date: '2026-05-03T09:15:00.000Z',
      processer: 'u2',
      processerName: 'Bertta',
      content: '',
    });
  });

  it('leaves the given history untouched', () => {
    const before = earlier.map((entry) => ({ ...entry }));
    const patch = deleteShift({ updates: earlier }, at, null);
    expect(earlier).toEqual(before);
    expect(patch.updates).not.toBe(earlier);
    expect(patch.updates[2]).toMatchObject({ state: 'deleted', processer: null, processerName: null });
  });
});

describe('restoreShift', () => {
  const at = new Date('2026-05-03T09:15:00Z');
  const by = { id: 'u2', name: 'Bertta' };
  const later = new Date('2026-05-04T07:00:00Z');
  const past = new Date('2026-05-03T09:00:00Z');

  it.each([
    [false, later, 'open'],
    [true, later, 'draft'],
    [false, past, 'expired'],
    [true, past, 'expired'],
    [false, at, 'expired'],
  ] as const)(
    'isDraft %s ending %s comes back %s, undeleted, with a restored entry',
    (isDraft, endsAt, status) => {
      const patch = restoreShift({ updates: [], isDraft, endsAt }, at, by);
      expect(patch).toEqual({
        status,
        deletedAt: null,
        updates: [
          {
            state: 'restored',
            date: at.toISOString(),
            processer: 'u2',
            processerName: 'Bertta',
            content: '',
          },
        ],
      });
    },
  );
});

describe('isListed', () => {
  it.each(shiftStatuses)('lists a %s record unless it is deleted', (status) => {
    expect(isListed({ status })).toBe(status !== 'deleted');
  });

  it('hides a record as soon as deleteShift applies', () => {
    const shift = { status: 'open' as string, updates: [] };
    expect(isListed({ ...shift, ...deleteShift(shift, new Date(), null) })).toBe(false);
  });
});
