import fc from 'fast-check';
import type { ShiftStatus } from '../shifts/shift';
import { canDeleteShift, deleteShift, isListed } from '../shifts/shift-delete.rules';
import { historyEntry, type Processer } from '../shifts/shift-history.rules';
import {
  type Boost,
  boostAfterUpdate,
  isReserved,
  noBoost,
  statusAfterUpdate,
} from '../shifts/shift-status.rules';
import { type GigShift, publishGigShifts, splitShiftOut } from './gig-shifts.rules';

// Test support: the model of gigs and their shifts that gig-shifts.properties.test.ts drives with random
// operations, applying the domain rules the way the services chain them.

export const agent: Processer = { id: 'agent-1', name: 'Anna Agentti' };
export const baseTime = Date.UTC(2026, 4, 1);
export const hour = 3_600_000;

type ModelShift = GigShift & { gigId: string; boost: Boost };
type ModelGig = { id: string; title: string; published: boolean };

export function shiftOf(
  id: string,
  gigId: string,
  statusValue: ShiftStatus,
  startHour: number,
  length: number,
) {
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
export const operation: fc.Arbitrary<Operation> = fc.oneof(
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
export class GigModel {
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
