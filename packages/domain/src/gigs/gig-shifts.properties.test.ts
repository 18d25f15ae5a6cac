import fc from 'fast-check';
import { shiftStatuses } from '../shifts/shift';
import { canDeleteShift, isListed } from '../shifts/shift-delete.rules';
import { historyEntry } from '../shifts/shift-history.rules';
import { gigFiguresOf, publishGigShifts } from './gig-shifts.rules';
import { agent, baseTime, GigModel, hour, operation, shiftOf } from './gig-shifts-test-model';

describe('property: publishing opens every draft shift of that gig and nothing else', () => {
  const shiftsArbitrary = fc.array(
    fc.record({
      gigId: fc.constantFrom('gig-a', 'gig-b', 'gig-c'),
      status: fc.constantFrom(...shiftStatuses),
      startHour: fc.integer({ min: 0, max: 24 * 30 }),
      length: fc.integer({ min: 1, max: 16 }),
    }),
    { maxLength: 12 },
  );

  it('holds for any mix of shifts over several gigs', () => {
    fc.assert(
      fc.property(shiftsArbitrary, fc.constantFrom('gig-a', 'gig-b', 'gig-c'), (specs, gigId) => {
        const shifts = specs.map((spec, index) =>
          shiftOf(`s${index}`, spec.gigId, spec.status, spec.startHour, spec.length),
        );
        const at = new Date(baseTime + hour);
        const changed = publishGigShifts(
          shifts.filter((shift) => shift.gigId === gigId),
          at,
          agent,
        );
        const byId = new Map(changed.map((shift) => [shift.id, shift]));
        const after = shifts.map((shift) => byId.get(shift.id) ?? shift);

        shifts.forEach((before, index) => {
          const now = after[index];
          if (before.gigId === gigId && before.status === 'draft') {
            expect(now).toEqual({
              ...before,
              status: 'open',
              isDraft: false,
              updates: [...before.updates, historyEntry('published', at, agent)],
            });
          } else {
            expect(now).toBe(before);
          }
        });
        expect(changed).toHaveLength(shifts.filter((s) => s.gigId === gigId && s.status === 'draft').length);
      }),
    );
  });
});
describe('property: any sequence of operations on gigs keeps their figures sound', () => {
  it('available <= total, total = listed shifts, dates span the listed shifts, deleted never listed', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 5, maxLength: 80 }), (operations) => {
        const model = new GigModel();
        for (const op of operations) {
          model.apply(op);
          for (const gig of model.gigs) {
            const shifts = model.shifts.filter((shift) => shift.gigId === gig.id);
            const listed = shifts.filter(isListed);
            const figures = gigFiguresOf(shifts);
            expect(figures.availableShifts).toBeGreaterThanOrEqual(0);
            expect(figures.availableShifts).toBeLessThanOrEqual(figures.totalShifts);
            expect(figures.totalShifts).toBe(shifts.filter((shift) => shift.status !== 'deleted').length);
            expect(figures.totalShifts).toBe(listed.length);
            expect(listed.some((shift) => shift.status === 'deleted')).toBe(false);
            if (listed.length > 0) {
              const starts = listed.map((shift) => shift.startsAt.getTime());
              const ends = listed.map((shift) => shift.endsAt.getTime());
              expect(figures.startDate?.getTime()).toBe(Math.min(...starts));
              expect(figures.endDate?.getTime()).toBe(Math.max(...ends));
            } else {
              expect(figures.startDate).toBeNull();
            }
          }
          // Nothing is lost: every shift ever added is in exactly one gig, and the history only grows.
          expect(new Set(model.shifts.map((shift) => shift.id)).size).toBe(model.shifts.length);
          for (const shift of model.shifts) {
            expect(model.gigs.some((gig) => gig.id === shift.gigId)).toBe(true);
            expect(shift.updates[0]?.state).toBe('created');
            if (shift.status === 'expired') {
              expect(shift.boost.boostType).not.toBe('quick');
            }
            if (shift.status === 'booked') {
              expect(canDeleteShift(shift)).toBe(false);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
