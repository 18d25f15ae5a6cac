import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import { canWorkAs } from '@portal/domain/care-roles';
import { type LicenceCheckFact, licenceProblem } from '@portal/domain/licence-checks';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Processer, ShiftDetail, ShiftHistoryDetail, ShiftUpdateState } from '@portal/domain/shifts';
import { shiftPermissionsFor } from '@portal/domain/shifts';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { findLicenceFactsOfWorkers } from '../../licence-checks/licence-checks.api';
import { changeShift, type ShiftChangeBy } from '../shift-transitions';
import type { ShiftValues } from '../shift-writes.repository';
import { presentShiftDetail } from '../shifts.presenter';
import {
  type AssignableWorker,
  findAssignableWorker,
  findShift,
  findShiftDetail,
  findUserName,
  findWorkers,
  type ShiftRow,
  type ShiftScope,
} from '../shifts.repository';

// What the shift use cases (one per file in this folder) share: their dependencies, the caller's rights
// on a shift, loading it, answering its detail, and the locked-change frame the edits run in.

export type ShiftsServiceDependencies = { db: Database; clock: Clock };

export type Rights = { canRead: boolean; canUpdate: boolean; canManage: boolean };

/** What the actor may do with one shift: the Shift rules checked against its account and area. */
export function rightsOn(actor: Actor, shift: Pick<ShiftRow, 'accountId' | 'areaId'>): Rights {
  const ability = defineAbilitiesFor(actor);
  const record = asSubject('Shift', { accountId: shift.accountId, areaId: shift.areaId });
  return {
    canRead: ability.can('read', record),
    canUpdate: ability.can('update', record),
    canManage: ability.can('manage', record),
  };
}

/** The shifts of the account the actor may read: a customer limited to some areas sees only those. */
export function scopeOf(actor: Actor, accountId: string): ShiftScope {
  if (!defineAbilitiesFor(actor).can('read', 'Shift')) {
    throw new DomainError('FORBIDDEN');
  }
  return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null };
}

/** Other accounts' shifts and shifts outside a customer's areas answer NOT_FOUND: their ids are not confirmed. */
export async function readableShift(
  executor: Executor,
  actor: Actor,
  accountId: string,
  shiftId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ shift: ShiftRow; rights: Rights }> {
  const shift = await findShift(executor, accountId, shiftId, options);
  const rights = shift ? rightsOn(actor, shift) : null;
  if (!shift || !rights?.canRead) {
    throw new DomainError('NOT_FOUND', { id: shiftId });
  }
  return { shift, rights };
}

export function assertCan(allowed: boolean): void {
  if (!allowed) {
    throw new DomainError('FORBIDDEN');
  }
}

export function assertState(allowed: boolean): void {
  if (!allowed) {
    throw new DomainError('SHIFT_STATE_CHANGED');
  }
}

/**
 * A worker the account may book for this shift's role, or the reason it may not. The licence is a hard
 * gate (decision 0054): a role that needs one needs a check in force on the shift's Helsinki day, and an
 * ended work permit blocks every role — an error, not a warning.
 */
export function assertBookable(
  worker: AssignableWorker | null,
  shift: ShiftRow,
  licenceChecks: readonly LicenceCheckFact[],
): AssignableWorker {
  if (!worker?.assignable) {
    throw new DomainError('WORKER_NOT_ASSIGNABLE');
  }
  if (!canWorkAs(worker.profession, shift.roleType)) {
    throw new DomainError('WORKER_ROLE_MISMATCH', { profession: worker.profession, role: shift.roleType });
  }
  const problem = licenceProblem({
    role: shift.roleType,
    checks: licenceChecks,
    on: helsinkiDayKey(shift.startsAt),
  });
  if (problem) {
    throw new DomainError(problem, { role: shift.roleType });
  }
  return worker;
}

/** Loads the worker and their licence facts, and answers them if the account may book them for the shift. */
export async function loadBookableWorker(
  executor: Executor,
  accountId: string,
  workerId: string,
  shift: ShiftRow,
): Promise<AssignableWorker> {
  const [worker, licences] = await Promise.all([
    findAssignableWorker(executor, accountId, workerId),
    findLicenceFactsOfWorkers(executor, accountId, [workerId]),
  ]);
  return assertBookable(worker, shift, licences.get(workerId) ?? []);
}

export async function detailOf(
  executor: Executor,
  clock: Clock,
  actor: Actor,
  shift: ShiftRow,
): Promise<ShiftDetail> {
  const now = clock.now();
  const [detail, reservations] = await Promise.all([
    findShiftDetail(executor, shift),
    findWorkers(executor, shift.reservations),
  ]);
  const rights = rightsOn(actor, shift);
  return presentShiftDetail(detail, reservations, shiftPermissionsFor(shift, rights, now), now);
}

/** Who makes a change and when, as the shift's history records it. */
export async function changedBy(executor: Executor, clock: Clock, actor: Actor): Promise<ShiftChangeBy> {
  const processer: Processer = { id: actor.userId, name: await findUserName(executor, actor.userId) };
  return { actorId: actor.userId, processer, at: clock.now() };
}

export type ShiftChangePlan = (
  shift: ShiftRow,
  rights: Rights,
  tx: Executor,
) => Promise<{
  patch: ShiftValues;
  state: ShiftUpdateState;
  detail: ShiftHistoryDetail;
  audit: Record<string, unknown>;
}>;

/** A change to a locked shift: the rule decides the patch, the history entry and the audit detail. */
export async function changeLockedShift(
  { db, clock }: ShiftsServiceDependencies,
  { actor, accountId, shiftId }: { actor: Actor; accountId: string; shiftId: string },
  plan: ShiftChangePlan,
): Promise<ShiftDetail> {
  return db.transaction(async (tx) => {
    const { shift, rights } = await readableShift(tx, actor, accountId, shiftId, { forUpdate: true });
    const { patch, state, detail, audit } = await plan(shift, rights, tx);
    const changed = await changeShift(tx, shift, {
      values: patch,
      state,
      detail,
      by: await changedBy(tx, clock, actor),
      audit: {
        action: `shift.${state}`,
        changes: { before: { status: shift.status, assignedTo: shift.assignedTo }, ...audit },
      },
    });
    return detailOf(tx, clock, actor, changed);
  });
}
