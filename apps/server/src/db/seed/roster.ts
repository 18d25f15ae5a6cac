import type { AreaDefinition } from './areas';
import type { GigPlan } from './gig-plans';
import type { ShiftRow, ShiftStatus } from './gig-rows';
import type { Random } from './random';
import { type CareRole, canWorkAs, type SeedWorker } from './workers';

// Who works the demo shifts: the roster books workers, and `stateOf` gives each shift its status.

/** Minimum rest around a worker's booked shifts when the seed assigns them. */
const restMs = 9 * 3_600_000;

/** Books workers without overlapping shifts and with a rest period in between. */
export function createRoster(workers: readonly SeedWorker[]) {
  const booked = new Map<string, { start: number; end: number }[]>();

  function candidates(area: AreaDefinition, role: CareRole): SeedWorker[] {
    const suitable = workers.filter(
      (worker) =>
        worker.accountId === area.accountId && worker.bookable && canWorkAs(worker.profession, role),
    );
    const local = suitable.filter((worker) => worker.city === area.city);
    return local.length > 0 ? local : suitable;
  }

  return {
    candidates,
    book(area: AreaDefinition, role: CareRole, startsAt: Date, endsAt: Date, random: Random): string | null {
      const start = startsAt.getTime();
      const end = endsAt.getTime();
      const free = candidates(area, role).filter((worker) =>
        (booked.get(worker.id) ?? []).every(
          (other) => start >= other.end + restMs || end + restMs <= other.start,
        ),
      );
      if (free.length === 0) {
        return null;
      }
      const worker = random.pick(free);
      booked.set(worker.id, [...(booked.get(worker.id) ?? []), { start, end }]);
      return worker.id;
    },
  };
}

export type Roster = ReturnType<typeof createRoster>;

type ShiftState = Pick<ShiftRow, 'status' | 'isDraft' | 'reserved' | 'reservations' | 'assignedTo'>;

/** Spec section 4: past shifts are done, verified, expired or still awaiting confirmation; future ones open or booked. */
export function stateOf(
  plan: GigPlan,
  times: { startsAt: Date; endsAt: Date },
  now: Date,
  roster: Roster,
  random: Random,
): ShiftState {
  const empty = { reserved: false, reservations: [], assignedTo: null };
  if (plan.draft) {
    return { ...empty, status: 'draft', isDraft: true };
  }
  const isPast = times.endsAt.getTime() <= now.getTime();
  const inProgress = !isPast && times.startsAt.getTime() <= now.getTime();
  const roll = random.next();
  let wanted: ShiftStatus;
  if (isPast) {
    wanted = roll < 0.42 ? 'confirmed' : roll < 0.72 ? 'verified' : roll < 0.86 ? 'expired' : 'booked';
  } else if (inProgress) {
    wanted = 'booked';
  } else {
    wanted = roll < 0.5 ? 'open' : 'booked';
  }
  const assignee =
    wanted === 'open' || wanted === 'expired'
      ? null
      : roster.book(plan.area, plan.role, times.startsAt, times.endsAt, random);
  if (assignee) {
    return { status: wanted, isDraft: false, reserved: true, reservations: [], assignedTo: assignee };
  }
  if (isPast) {
    return { ...empty, status: 'expired', isDraft: false };
  }
  // Some open shifts already have workers asking for them.
  const askers = roster.candidates(plan.area, plan.role);
  const wantedAskers =
    askers.length > 0 && random.chance(0.35) ? random.int(1, Math.min(2, askers.length)) : 0;
  const reservations = new Set<string>();
  while (reservations.size < wantedAskers) {
    reservations.add(random.pick(askers).id);
  }
  return { ...empty, status: 'open', isDraft: false, reservations: [...reservations] };
}
