import fc from 'fast-check';
import { shiftStatuses } from './shift';
import { canDeleteGig, canDeleteShift, deleteShift, isListed, isShiftBooked } from './shift-delete.rules';
import { historyEntry } from './shift-history.rules';
import { displayStateOf, isReserved } from './shift-status.rules';

const status = fc.constantFrom(...shiftStatuses);
// Assignees as they come: none, empty, short placeholders, and real worker ids.
const assignee = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 2 }),
  fc.string({ minLength: 3, maxLength: 8 }),
  fc.uuid(),
);
const instant = fc.date({
  min: new Date('2025-01-01T00:00:00Z'),
  max: new Date('2027-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('property: a booked shift can never be deleted', () => {
  it('canDeleteShift is false whenever isShiftBooked, and for every booked status', () => {
    fc.assert(
      fc.property(status, assignee, (shiftStatus, assignedTo) => {
        const shift = { status: shiftStatus, assignedTo };
        if (isShiftBooked(shift)) {
          expect(canDeleteShift(shift)).toBe(false);
        }
        if (shiftStatus === 'booked' || isReserved(assignedTo)) {
          expect(isShiftBooked(shift)).toBe(true);
        }
      }),
    );
  });

  it('canDeleteGig is false whenever one of its live shifts is booked', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ status, assignedTo: assignee }), { maxLength: 8 }), (shifts) => {
        const anyBooked = shifts.some((shift) => shift.status !== 'deleted' && isShiftBooked(shift));
        expect(canDeleteGig(shifts)).toBe(!anyBooked);
      }),
    );
  });
});

describe('property: a deleted shift never appears through isListed', () => {
  it('hides every record once deleted, whatever it was before', () => {
    fc.assert(
      fc.property(status, instant, fc.option(fc.uuid(), { nil: null }), (before, at, processer) => {
        const shift = { status: before as string, updates: [historyEntry('created', at, null)] };
        expect(isListed({ status: before })).toBe(before !== 'deleted');
        const deleted = {
          ...shift,
          ...deleteShift(shift, at, processer ? { id: processer, name: 'N' } : null),
        };
        expect(isListed(deleted)).toBe(false);
        expect(deleted.updates).toHaveLength(2);
        expect(deleted.updates.at(-1)?.state).toBe('deleted');
      }),
    );
  });
});

describe('property: displayStateOf is null only for deleted shifts', () => {
  it('gives a display state to every shift that is not deleted', () => {
    fc.assert(
      fc.property(
        status,
        assignee,
        fc.array(fc.uuid(), { maxLength: 3 }),
        instant,
        fc.integer({ min: 0, max: 48 * 60 }),
        instant,
        (shiftStatus, assignedTo, reservations, startsAt, minutes, now) => {
          const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
          const state = displayStateOf(
            { status: shiftStatus, assignedTo, reservations, startsAt, endsAt },
            now,
          );
          expect(state === null).toBe(shiftStatus === 'deleted');
        },
      ),
    );
  });
});
