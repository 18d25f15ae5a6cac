import type { ShiftStatus } from '../shifts/shift';
import { historyEntry } from '../shifts/shift-history.rules';
import {
  baseGigTitle,
  type GigShift,
  gigFiguresOf,
  gigTitleFor,
  publishGigShifts,
  splitShiftOut,
} from './gig-shifts.rules';

const workerUuid = '3f0c1a52-6a4e-4c1e-9a57-0d7f2b8e4c11';
const agent = { id: 'agent-1', name: 'Anna Agentti' };
const at = new Date('2026-05-01T10:00:00Z');

function day(n: number, hour: number): Date {
  return new Date(Date.UTC(2026, 4, n, hour));
}

function gigShift(
  id: string,
  status: ShiftStatus,
  dayOfMonth: number,
  overrides: Partial<GigShift> = {},
): GigShift {
  const booked = ['booked', 'confirmed', 'verified'].includes(status);
  return {
    id,
    status,
    isDraft: status === 'draft',
    startsAt: day(dayOfMonth, 4),
    endsAt: day(dayOfMonth, 12),
    assignedTo: booked ? workerUuid : null,
    reserved: booked,
    updates: [historyEntry('created', new Date('2026-04-30T08:00:00Z'), agent)],
    ...overrides,
  };
}

describe('gigFiguresOf', () => {
  it('counts open and draft shifts as available, every live shift in the total, and ignores deleted ones', () => {
    const figures = gigFiguresOf([
      gigShift('a', 'open', 14),
      gigShift('b', 'draft', 12),
      gigShift('c', 'booked', 13),
      gigShift('d', 'confirmed', 15),
      gigShift('e', 'verified', 16),
      gigShift('f', 'expired', 11),
      gigShift('g', 'deleted', 2),
    ]);
    expect(figures).toEqual({
      availableShifts: 2,
      totalShifts: 6,
      startDate: day(11, 4),
      endDate: day(16, 12),
      expDate: day(11, 4),
    });
  });

  it('takes the start of the earliest shift and the end of the latest, even when they are different shifts', () => {
    const long = gigShift('long', 'open', 12, { endsAt: day(20, 6) });
    const figures = gigFiguresOf([gigShift('x', 'open', 14), long, gigShift('y', 'open', 13)]);
    expect(figures.startDate).toEqual(day(12, 4));
    expect(figures.endDate).toEqual(day(20, 6));
    expect(figures.expDate).toEqual(day(12, 4));
  });

  it('gives zeros and no dates for a gig without live shifts', () => {
    const empty = { availableShifts: 0, totalShifts: 0, startDate: null, endDate: null, expDate: null };
    expect(gigFiguresOf([])).toEqual(empty);
    expect(gigFiguresOf([gigShift('g', 'deleted', 2)])).toEqual(empty);
  });
});

describe('gigTitleFor and baseGigTitle', () => {
  it("titles a gig of one shift '1 vuoro: {title}' and others by the plain title", () => {
    expect(gigTitleFor('Yövuorot', 1)).toBe('1 vuoro: Yövuorot');
    expect(gigTitleFor('Yövuorot', 2)).toBe('Yövuorot');
    expect(gigTitleFor('Yövuorot', 0)).toBe('Yövuorot');
  });

  it('never doubles the prefix, and drops it when the gig grows again', () => {
    expect(gigTitleFor('1 vuoro: Yövuorot', 1)).toBe('1 vuoro: Yövuorot');
    expect(gigTitleFor('1 vuoro: Yövuorot', 3)).toBe('Yövuorot');
    expect(baseGigTitle('1 vuoro: Yövuorot')).toBe('Yövuorot');
    expect(baseGigTitle('Yövuorot')).toBe('Yövuorot');
    // Only the exact prefix at the start counts.
    expect(baseGigTitle('Ilta 1 vuoro: x')).toBe('Ilta 1 vuoro: x');
  });
});

describe('publishGigShifts', () => {
  const shifts = [
    gigShift('draft-1', 'draft', 12),
    gigShift('open-1', 'open', 13),
    gigShift('draft-2', 'draft', 14),
    gigShift('booked-1', 'booked', 15),
    gigShift('expired-1', 'expired', 3),
    gigShift('deleted-1', 'deleted', 4, { isDraft: true }),
  ];

  it('opens exactly the draft shifts, with isDraft false and a published entry appended', () => {
    const changed = publishGigShifts(shifts, at, agent);
    expect(changed.map((shift) => shift.id)).toEqual(['draft-1', 'draft-2']);
    for (const shift of changed) {
      expect(shift.status).toBe('open');
      expect(shift.isDraft).toBe(false);
      expect(shift.updates).toHaveLength(2);
      expect(shift.updates[0]?.state).toBe('created');
      expect(shift.updates[1]).toEqual({
        state: 'published',
        date: at.toISOString(),
        processer: agent.id,
        processerName: agent.name,
        content: '',
      });
    }
  });

  it('keeps everything else of a published shift and does not touch the given shifts', () => {
    const before = shifts.map((shift) => ({
      ...shift,
      updates: shift.updates.map((entry) => ({ ...entry })),
    }));
    const [first] = publishGigShifts(shifts, at, agent);
    expect(first).toMatchObject({
      id: 'draft-1',
      startsAt: day(12, 4),
      endsAt: day(12, 12),
      assignedTo: null,
      reserved: false,
    });
    expect(shifts).toEqual(before);
  });

  it('changes nothing when no shift is a draft', () => {
    expect(publishGigShifts([gigShift('o', 'open', 12), gigShift('b', 'booked', 13)], at, agent)).toEqual([]);
  });

  it('keeps extra fields of the caller shift type', () => {
    const withArea = [{ ...gigShift('d', 'draft', 12), areaId: 'area-1' }];
    expect(publishGigShifts(withArea, at, null)[0]?.areaId).toBe('area-1');
  });
});

describe('splitShiftOut', () => {
  const title = 'Kotihoidon aamut';
  const shifts = [
    gigShift('first', 'open', 12),
    gigShift('middle', 'open', 14),
    gigShift('last', 'booked', 16),
    gigShift('gone', 'deleted', 20),
  ];

  it("moves an open shift to a new published gig titled '1 vuoro: {title}', counts of the old gig drop by one", () => {
    const before = gigFiguresOf(shifts);
    const result = splitShiftOut({ gigTitle: title, shifts, shiftId: 'middle', at, processer: agent });
    expect(result).not.toBeNull();
    expect(result?.newGig).toEqual({
      title: '1 vuoro: Kotihoidon aamut',
      availableShifts: 1,
      totalShifts: 1,
      startDate: day(14, 4),
      endDate: day(14, 12),
      expDate: day(14, 4),
    });
    expect(result?.oldGig.totalShifts).toBe(before.totalShifts - 1);
    expect(result?.oldGig.availableShifts).toBe(before.availableShifts - 1);
    expect(result?.oldGig.title).toBe(title);
  });

  it('unassigns and opens a booked shift and recomputes the old gig dates and title', () => {
    const result = splitShiftOut({ gigTitle: title, shifts, shiftId: 'last', at, processer: agent });
    expect(result?.shift).toMatchObject({
      id: 'last',
      status: 'open',
      isDraft: false,
      assignedTo: null,
      reserved: false,
      startsAt: day(16, 4),
    });
    expect(result?.oldGig).toEqual({
      title,
      availableShifts: 2,
      totalShifts: 2,
      startDate: day(12, 4),
      endDate: day(14, 12),
      expDate: day(12, 4),
    });
    // The moved shift was booked: the old gig loses it from the total; its free shifts stay free.
    expect(result?.newGig.availableShifts).toBe(1);
  });

  it("renames the old gig '1 vuoro: {title}' when a single shift stays behind", () => {
    const two = [gigShift('a', 'open', 12), gigShift('b', 'open', 13)];
    const result = splitShiftOut({ gigTitle: title, shifts: two, shiftId: 'a', at, processer: agent });
    expect(result?.oldGig).toMatchObject({
      title: '1 vuoro: Kotihoidon aamut',
      totalShifts: 1,
      availableShifts: 1,
    });
    expect(result?.oldGig.startDate).toEqual(day(13, 4));
    expect(result?.newGig.title).toBe('1 vuoro: Kotihoidon aamut');
  });

  it('appends one split entry to the moved shift, naming the gig it came from', () => {
    const result = splitShiftOut({ gigTitle: title, shifts, shiftId: 'last', at, processer: agent });
    expect(result?.shift.updates).toHaveLength(2);
    expect(result?.shift.updates[1]).toEqual({
      state: 'split',
      date: at.toISOString(),
      processer: agent.id,
      processerName: agent.name,
      content: title,
    });
    expect(shifts[2]?.updates).toHaveLength(1);
    expect(shifts[2]?.status).toBe('booked');
  });

  it('does not prefix the new title twice when the gig already was a single-shift split', () => {
    const two = [gigShift('a', 'open', 12), gigShift('b', 'open', 13)];
    const result = splitShiftOut({ gigTitle: '1 vuoro: Yö', shifts: two, shiftId: 'a', at, processer: null });
    expect(result?.newGig.title).toBe('1 vuoro: Yö');
  });

  it('returns null for a gig of one live shift, an unknown id or a deleted shift', () => {
    const single = [gigShift('only', 'open', 12), gigShift('gone', 'deleted', 13)];
    expect(
      splitShiftOut({ gigTitle: title, shifts: single, shiftId: 'only', at, processer: agent }),
    ).toBeNull();
    expect(splitShiftOut({ gigTitle: title, shifts, shiftId: 'nope', at, processer: agent })).toBeNull();
    expect(splitShiftOut({ gigTitle: title, shifts, shiftId: 'gone', at, processer: agent })).toBeNull();
  });
});
