import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type { ActionCenterShift, ListActionCenterQuery } from '@portal/domain/action-center';
import { DomainError, type ErrorCode } from '@portal/domain/shared';
import type { ShiftHistoryDetail, ShiftUpdateState } from '@portal/domain/shifts';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { changeShiftIf, type ShiftChangeBy } from '../../shifts/shifts.api';
import { fullNameOf, presentActionCenterShift } from '../action-center.presenter';
import {
  type ActionCenterRow,
  findPeople,
  findShift,
  listTab,
  type ShiftScope,
} from '../action-center.repository';

// What the action-center use cases (one per file in this folder) share: their dependencies, the caller's
// scope and rights, a tab's page, and the frame of a transition.

export type ActionCenterServiceDependencies = {
  db: Database;
  clock: Clock;
  /** Where the inspection e-mail links to (the confirmations list). */
  publicUrl: string;
};

export type Tab = 'bookings' | 'completions' | 'quick-pay' | 'inspection';

/** Where a use case acts: the caller, the account (the route has checked it) and the shift. */
export type ShiftTarget = { actor: Actor; accountId: string; shiftId: string };

/**
 * The shifts a caller may read in an account (the route has checked the account): every area, or a
 * customer limited to some areas only those, the Shift rules' areaId condition.
 */
export function readScopeOf(actor: Actor, accountId: string, areaId?: string): ShiftScope {
  if (!defineAbilitiesFor(actor).can('read', 'Shift')) {
    throw new DomainError('FORBIDDEN');
  }
  return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null, areaId };
}

/**
 * A shift the caller acts on: not found when it is outside the account or the caller's areas (its existence
 * is not confirmed), forbidden when it may be read but not changed.
 */
export function assertMayUpdate(actor: Actor, row: ActionCenterRow): void {
  const ability = defineAbilitiesFor(actor);
  const record = asSubject('Shift', { accountId: row.accountId, areaId: row.areaId });
  if (!ability.can('read', record)) {
    throw new DomainError('NOT_FOUND');
  }
  if (!ability.can('update', record)) {
    throw new DomainError('FORBIDDEN');
  }
}

export function fail(code: ErrorCode | null, details?: Record<string, unknown>): void {
  if (code) {
    throw new DomainError(code, details);
  }
}

/** Who makes a change and when, as the shift's history records it. */
export async function changedBy(executor: Executor, actor: Actor, at: Date): Promise<ShiftChangeBy> {
  const [person] = await findPeople(executor, [actor.userId]);
  return {
    actorId: actor.userId,
    processer: { id: actor.userId, name: person ? fullNameOf(person) : '' },
    at,
  };
}

export type ListTabOptions = { actor: Actor; accountId: string; tab: Tab; query: ListActionCenterQuery };

/** One page of a tab, with the people who asked for its shifts. */
export async function listTabPage(
  { db, clock }: ActionCenterServiceDependencies,
  { actor, accountId, tab, query }: ListTabOptions,
) {
  const { rows, total } = await listTab(db, {
    scope: readScopeOf(actor, accountId, query.areaId),
    tab,
    now: clock.now(),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const people = new Map(
    (await findPeople(db, [...new Set(rows.flatMap((row) => row.reservations))])).map((person) => [
      person.id,
      person,
    ]),
  );
  return { items: rows.map((row) => presentActionCenterShift(row, people)), total };
}

export async function loadForUpdate(executor: Executor, actor: Actor, accountId: string, shiftId: string) {
  const row = await findShift(executor, accountId, shiftId);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  assertMayUpdate(actor, row);
  return row;
}

/** The common tail of a transition: the shifts feature writes it, then the fresh row is presented. */
export async function transition(
  tx: Executor,
  actor: Actor,
  row: ActionCenterRow,
  change: {
    expected: Parameters<typeof changeShiftIf>[2]['expected'];
    values: Parameters<typeof changeShiftIf>[2]['values'];
    state: ShiftUpdateState;
    detail?: ShiftHistoryDetail;
    audit: Record<string, unknown>;
    at: Date;
  },
): Promise<ActionCenterShift> {
  await changeShiftIf(tx, row, {
    expected: change.expected,
    values: change.values,
    state: change.state,
    ...(change.detail ? { detail: change.detail } : {}),
    by: await changedBy(tx, actor, change.at),
    audit: { action: change.state, changes: { before: { status: row.status }, after: change.audit } },
  });
  const fresh = await findShift(tx, row.accountId, row.id);
  if (!fresh) {
    throw new DomainError('NOT_FOUND');
  }
  return presentActionCenterShift(fresh);
}
