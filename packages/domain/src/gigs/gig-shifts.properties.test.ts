import fc from 'fast-check';
import { type ShiftStatus, shiftStatuses } from '../shifts/shift';
import { canDeleteShift, deleteShift, isListed } from '../shifts/shift-delete.rules';
import { historyEntry, type Processer } from '../shifts/shift-history.rules';
import {
  type Boost,
  boostAfterUpdate,
  isReserved,
  noBoost,
  statusAfterUpdate,
} from '../shifts/shift-status.rules';
import { type GigShift, gigFiguresOf, publishGigShifts, splitShiftOut } from './gig-shifts.rules';

const agent: Processer = { id: 'agent-1', name: 'Anna Agentti' };
const baseTime = Date.UTC(2026, 4, 1);
const hour = 3_600_000;

type ModelShift = GigShift & { gigId: string; boost: Boost };
type ModelGig = { id: string; title: string; published: boolean };

function shiftOf(id: string, gigId: string, statusValue: ShiftStatus, startHour: number, length: number) {
  const held = ['booked', 'confirmed', 'verified'].includes(statusValue);
  return {
    id,
    gigId,
    status: statusValue,
    isDraft: statusValue === 'draft',
    startsAt: new Date(baseTime + startHour * hour),
    endsAt: new Date(baseTime + (startHour + length) * hour),
    assignedTo: held ? `worker-${id}` : null,
    reserved: held,
    updates: [historyEntry('created', new Date(baseTime), agent)],
    boost: noBoost,
  } satisfies ModelShift;
}

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

type Operation =
  | { kind: 'add'; gig: number; draft: boolean; startHour: number; length: number }
  | { kind: 'assign'; shift: number; worker: string }
  | { kind: 'unassign'; shift: number }
  | { kind: 'publish'; gig: number }
  | { kind: 'delete'; shift: number }
  | { kind: 'split'; shift: number }
  | { kind: 'expire'; atHour: number }
  | { kind: 'boost'; shift: number; quick: boolean };

// Adding and assigning weigh more so that sequences build gigs big enough to split and delete from.
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      gig: fc.nat(),
      draft: fc.boolean(),
      startHour: fc.integer({ min: 0, max: 24 * 20 }),
      length: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('assign' as const),
      shift: fc.nat(),
      // Real worker ids, and a 2-character placeholder that does not count as reserved.
      worker: fc.oneof(fc.uuid(), fc.constant('ab')),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unassign' as const), shift: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('publish' as const), gig: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), shift: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('split' as const), shift: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expire' as const),
      atHour: fc.integer({ min: 0, max: 24 * 25 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('boost' as const), shift: fc.nat(), quick: fc.boolean() }),
  },
);

/** Applies the operations with the domain rules, the way the services chain them. */
class GigModel {
  gigs: ModelGig[] = [{ id: 'gig-0', title: 'Aamuvuorot', published: false }];
  shifts: ModelShift[] = [];
  private nextId = 0;

  private at(): Date {
    return new Date(baseTime + this.nextId * 60_000);
  }

  private pick<T>(items: readonly T[], index: number): T | undefined {
    return items.length === 0 ? undefined : items[index % items.length];
  }

  private replace(shift: ModelShift) {
    this.shifts = this.shifts.map((candidate) => (candidate.id === shift.id ? shift : candidate));
  }

  apply(op: Operation) {
    this.nextId += 1;
    const live = this.shifts.filter(isListed);
    switch (op.kind) {
      case 'add': {
        const gig = this.pick(this.gigs, op.gig);
        if (!gig) {
          return;
        }
        const isDraft = op.draft && !gig.published;
        const status = statusAfterUpdate({ assignedTo: null, isDraft });
        this.shifts.push({
          ...shiftOf(`s${this.nextId}`, gig.id, status, op.startHour, op.length),
          isDraft,
        });
        return;
      }
      case 'assign': {
        const shift = this.pick(
          live.filter((candidate) => candidate.status === 'open' || candidate.status === 'draft'),
          op.shift,
        );
        if (!shift) {
          return;
        }
        this.replace({
          ...shift,
          assignedTo: op.worker,
          reserved: isReserved(op.worker),
          status: statusAfterUpdate({ assignedTo: op.worker, isDraft: shift.isDraft }),
          updates: [
            ...shift.updates,
            historyEntry('assigned', this.at(), agent, { kind: 'person', name: op.worker }),
          ],
        });
        return;
      }
      case 'unassign': {
        const shift = this.pick(
          live.filter((candidate) => candidate.status === 'booked' || candidate.assignedTo),
          op.shift,
        );
        if (!shift || !['booked', 'open', 'draft'].includes(shift.status)) {
          return;
        }
        this.replace({
          ...shift,
          assignedTo: null,
          reserved: false,
          status: statusAfterUpdate({ assignedTo: null, isDraft: shift.isDraft }),
          updates: [
            ...shift.updates,
            historyEntry('cancelled', this.at(), agent, { kind: 'text', text: 'other' }),
          ],
        });
        return;
      }
      case 'publish': {
        const gig = this.pick(this.gigs, op.gig);
        if (!gig) {
          return;
        }
        gig.published = true;
        const changed = publishGigShifts(
          this.shifts.filter((shift) => shift.gigId === gig.id),
          this.at(),
          agent,
        );
        for (const shift of changed) {
          this.replace(shift);
        }
        return;
      }
      case 'delete': {
        const shift = this.pick(live.filter(canDeleteShift), op.shift);
        if (shift) {
          this.replace({ ...shift, ...deleteShift(shift, this.at(), agent) });
        }
        return;
      }
      case 'split': {
        const shift = this.pick(live, op.shift);
        const gig = shift && this.gigs.find((candidate) => candidate.id === shift.gigId);
        if (!shift || !gig) {
          return;
        }
        const result = splitShiftOut({
          gigTitle: gig.title,
          shifts: this.shifts.filter((candidate) => candidate.gigId === gig.id),
          shiftId: shift.id,
          at: this.at(),
          processer: agent,
        });
        if (!result) {
          return;
        }
        const newGig = { id: `gig-${this.nextId}`, title: result.newGig.title, published: true };
        this.gigs.push(newGig);
        gig.title = result.oldGig.title;
        this.replace({ ...result.shift, gigId: newGig.id });
        return;
      }
      case 'expire': {
        const now = baseTime + op.atHour * hour;
        for (const shift of live) {
          if ((shift.status === 'open' || shift.status === 'draft') && shift.endsAt.getTime() <= now) {
            const status = statusAfterUpdate({
              status: 'expired',
              assignedTo: shift.assignedTo,
              isDraft: shift.isDraft,
            });
            this.replace({
              ...shift,
              status,
              boost: boostAfterUpdate(status, shift.boost),
              updates: [...shift.updates, historyEntry('expired', new Date(now), null)],
            });
          }
        }
        return;
      }
      case 'boost': {
        const shift = this.pick(live, op.shift);
        if (shift) {
          // Boosting is an update: the update rule clears a quick boost from an expired shift.
          const status = statusAfterUpdate({
            status: shift.status,
            assignedTo: shift.assignedTo,
            isDraft: shift.isDraft,
          });
          this.replace({
            ...shift,
            status,
            boost: boostAfterUpdate(status, {
              boosted: true,
              boostType: op.quick ? 'quick' : 'bonus',
              boostValue: 10,
            }),
          });
        }
        return;
      }
    }
  }
}

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
