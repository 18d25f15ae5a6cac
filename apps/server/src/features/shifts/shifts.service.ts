import { asSubject, defineAbilitiesFor } from '@portal/domain/access/abilities';
import type { Actor } from '@portal/domain/access/actor';
import { canWorkAs } from '@portal/domain/care-roles/care-roles';
import { calendarShiftLimit } from '@portal/domain/shared/constants';
import { DomainError } from '@portal/domain/shared/errors';
import type { ShiftUpdateState } from '@portal/domain/shifts/shift';
import type { ShiftHistoryDetail } from '@portal/domain/shifts/shift-history.codec';
import type { Processer } from '@portal/domain/shifts/shift-history.rules';
import { boostAfterUpdate, noBoost, statusAfterUpdate } from '@portal/domain/shifts/shift-status.rules';
import { assignmentWarnings } from '@portal/domain/shifts/shift-warnings.rules';
import type { AssignmentWarnings, CalendarShiftsResponse, ShiftDetail } from '@portal/domain/shifts/shifts';
import type {
  AssignShiftInput,
  BoostShiftInput,
  CalendarShiftsQuery,
  CancelBookingInput,
  UpdateShiftInput,
} from '@portal/domain/shifts/shifts.inputs';
import {
  isBoostable,
  isBoostRemovable,
  isCancellable,
  isEditable,
  isFree,
  shiftPermissionsFor,
} from '@portal/domain/shifts/shifts.rules';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findActiveBlocksOfWorkers, findAreaNames } from '../worker-blocks/worker-blocks.api';
import { bookShift, changeShift, type ShiftChangeBy } from './shift-transitions';
import type { ShiftValues } from './shift-writes.repository';
import { presentCalendarShifts, presentShiftDetail, presentShiftWorker } from './shifts.presenter';
import {
  type AssignableWorker,
  boostOf,
  findAssignableWorker,
  findShift,
  findShiftDetail,
  findUserName,
  findWorkerShiftsAround,
  findWorkers,
  listCalendarShifts,
  type ShiftRow,
  type ShiftScope,
} from './shifts.repository';

export type ShiftsServiceDependencies = { db: Database; clock: Clock };

type Rights = { canRead: boolean; canUpdate: boolean; canManage: boolean };

/** What the actor may do with one shift: the Shift rules checked against its account and area. */
function rightsOn(actor: Actor, shift: Pick<ShiftRow, 'accountId' | 'areaId'>): Rights {
  const ability = defineAbilitiesFor(actor);
  const record = asSubject('Shift', { accountId: shift.accountId, areaId: shift.areaId });
  return {
    canRead: ability.can('read', record),
    canUpdate: ability.can('update', record),
    canManage: ability.can('manage', record),
  };
}

/** The shifts of the account the actor may read: a customer limited to some areas sees only those. */
function scopeOf(actor: Actor, accountId: string): ShiftScope {
  if (!defineAbilitiesFor(actor).can('read', 'Shift')) {
    throw new DomainError('FORBIDDEN');
  }
  return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null };
}

/** Other accounts' shifts and shifts outside a customer's areas answer NOT_FOUND: their ids are not confirmed. */
async function readableShift(
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

function assertCan(allowed: boolean): void {
  if (!allowed) {
    throw new DomainError('FORBIDDEN');
  }
}

function assertState(allowed: boolean): void {
  if (!allowed) {
    throw new DomainError('SHIFT_STATE_CHANGED');
  }
}

/** A worker the account may book for this shift's role, or the reason it may not. */
function assertBookable(worker: AssignableWorker | null, shift: ShiftRow): AssignableWorker {
  if (!worker?.assignable) {
    throw new DomainError('WORKER_NOT_ASSIGNABLE');
  }
  if (!canWorkAs(worker.profession, shift.roleType)) {
    throw new DomainError('WORKER_ROLE_MISMATCH', { profession: worker.profession, role: shift.roleType });
  }
  return worker;
}

/** Days around a shift in which another shift of the worker can share a Helsinki day with it. */
const warningWindowMs = 2 * 24 * 60 * 60 * 1000;

/**
 * One shift at a time: the calendar, the detail, filling (assign, reservations, cancel a booking), boost
 * and edits. The route has checked the account (404) and the route-level ability (403); each shift is then
 * checked against the caller's rules with its area, so a customer only reaches its own areas' shifts.
 * Every change appends a history entry and writes the audit log in the transaction of the change, then
 * recomputes the gig's figures and announces the change.
 */
export function createShiftsService({ db, clock }: ShiftsServiceDependencies) {
  async function detailOf(executor: Executor, actor: Actor, shift: ShiftRow): Promise<ShiftDetail> {
    const now = clock.now();
    const [detail, reservations] = await Promise.all([
      findShiftDetail(executor, shift),
      findWorkers(executor, shift.reservations),
    ]);
    const rights = rightsOn(actor, shift);
    return presentShiftDetail(detail, reservations, shiftPermissionsFor(shift, rights, now), now);
  }

  async function changedBy(executor: Executor, actor: Actor): Promise<ShiftChangeBy> {
    const processer: Processer = { id: actor.userId, name: await findUserName(executor, actor.userId) };
    return { actorId: actor.userId, processer, at: clock.now() };
  }

  /** Books a free shift for a worker; the conditional update makes the first of two at once the only winner. */
  async function book(
    actor: Actor,
    accountId: string,
    shiftId: string,
    workerId: string,
    state: 'assigned' | 'reservation_accepted',
  ): Promise<ShiftDetail> {
    return db.transaction(async (tx) => {
      const { shift, rights } = await readableShift(tx, actor, accountId, shiftId);
      // Staff fill shifts; a customer confirms a booking its workers asked for in its own areas (design brief).
      assertCan(state === 'assigned' ? rights.canManage : rights.canUpdate);
      if (!isFree(shift)) {
        throw new DomainError(shift.status === 'booked' ? 'SHIFT_TAKEN' : 'SHIFT_STATE_CHANGED');
      }
      if (state === 'reservation_accepted' && !shift.reservations.includes(workerId)) {
        throw new DomainError('NOT_FOUND', { id: workerId });
      }
      const worker = assertBookable(await findAssignableWorker(tx, accountId, workerId), shift);
      const booked = await bookShift(tx, shift, {
        worker,
        state,
        by: await changedBy(tx, actor),
        audit: {
          action: `shift.${state}`,
          changes: {
            before: { status: shift.status, assignedTo: shift.assignedTo },
            after: { status: 'booked', assignedTo: worker.id },
          },
        },
      });
      if (!booked) {
        throw new DomainError('SHIFT_TAKEN');
      }
      return detailOf(tx, actor, booked);
    });
  }

  /** A change to a locked shift: the rule decides the patch, the history entry and the audit detail. */
  async function change(
    actor: Actor,
    accountId: string,
    shiftId: string,
    plan: (
      shift: ShiftRow,
      rights: Rights,
      tx: Executor,
    ) => Promise<{
      patch: ShiftValues;
      state: ShiftUpdateState;
      detail: ShiftHistoryDetail;
      audit: Record<string, unknown>;
    }>,
  ): Promise<ShiftDetail> {
    return db.transaction(async (tx) => {
      const { shift, rights } = await readableShift(tx, actor, accountId, shiftId, { forUpdate: true });
      const { patch, state, detail, audit } = await plan(shift, rights, tx);
      const changed = await changeShift(tx, shift, {
        values: patch,
        state,
        detail,
        by: await changedBy(tx, actor),
        audit: {
          action: `shift.${state}`,
          changes: { before: { status: shift.status, assignedTo: shift.assignedTo }, ...audit },
        },
      });
      return detailOf(tx, actor, changed);
    });
  }

  return {
    async listCalendar(
      actor: Actor,
      accountId: string,
      query: CalendarShiftsQuery,
    ): Promise<CalendarShiftsResponse> {
      const now = clock.now();
      const rows = await listCalendarShifts(db, {
        ...scopeOf(actor, accountId),
        from: new Date(query.from),
        to: new Date(query.to),
        ...(query.areaId ? { areaId: query.areaId } : {}),
        limit: calendarShiftLimit + 1,
      });
      const truncated = rows.length > calendarShiftLimit;
      const shown = truncated ? rows.slice(0, calendarShiftLimit) : rows;
      return presentCalendarShifts(shown, now, truncated);
    },

    async getShift(actor: Actor, accountId: string, shiftId: string): Promise<ShiftDetail> {
      const { shift } = await readableShift(db, actor, accountId, shiftId);
      return detailOf(db, actor, shift);
    },

    async assignmentWarnings(
      actor: Actor,
      accountId: string,
      shiftId: string,
      workerId: string,
    ): Promise<AssignmentWarnings> {
      const { shift, rights } = await readableShift(db, actor, accountId, shiftId);
      assertCan(rights.canManage);
      const worker = assertBookable(await findAssignableWorker(db, accountId, workerId), shift);
      const [workerShifts, blocks] = await Promise.all([
        findWorkerShiftsAround(db, worker.id, {
          from: new Date(shift.startsAt.getTime() - warningWindowMs),
          to: new Date(shift.endsAt.getTime() + warningWindowMs),
        }),
        findActiveBlocksOfWorkers(db, [worker.id]),
      ]);
      const warnings = assignmentWarnings({ shift, workerShifts, blocks });
      const areaNames = await findAreaNames(db, [...new Set(blocks.flatMap((block) => block.areaIds))]);
      const shiftsById = new Map(workerShifts.map((other) => [other.id, other]));
      return {
        worker: presentShiftWorker(worker),
        warnings: warnings.map((warning) => {
          switch (warning.code) {
            case 'SAME_DAY_SHIFT':
              return {
                code: warning.code,
                shifts: warning.shiftIds.flatMap((id) => {
                  const other = shiftsById.get(id);
                  return other
                    ? [
                        {
                          id: other.id,
                          title: other.title,
                          areaName: other.areaName,
                          startsAt: other.startsAt.toISOString(),
                          endsAt: other.endsAt.toISOString(),
                        },
                      ]
                    : [];
                }),
              };
            case 'SHIFT_ENDS_NEXT_DAY':
              return { code: warning.code };
            default:
              return {
                code: warning.code,
                scope: warning.scope,
                block: {
                  id: warning.block.id,
                  reason: warning.block.reason,
                  areaNames: warning.block.areaIds.map((id) => areaNames.get(id) ?? ''),
                },
              };
          }
        }),
      };
    },

    assignShift(actor: Actor, accountId: string, shiftId: string, input: AssignShiftInput) {
      return book(actor, accountId, shiftId, input.workerId, 'assigned');
    },

    acceptReservation(actor: Actor, accountId: string, shiftId: string, workerId: string) {
      return book(actor, accountId, shiftId, workerId, 'reservation_accepted');
    },

    /** The worker leaves the shift and it opens again; the reason stays on the shift. */
    async cancelBooking(
      actor: Actor,
      accountId: string,
      shiftId: string,
      input: CancelBookingInput,
    ): Promise<ShiftDetail> {
      return change(actor, accountId, shiftId, async (shift, rights, tx) => {
        assertCan(rights.canManage);
        assertState(isCancellable(shift));
        const [worker] = await findWorkers(tx, shift.assignedTo ? [shift.assignedTo] : []);
        const status = statusAfterUpdate({ assignedTo: null, isDraft: shift.isDraft });
        const note = input.reason === 'other' || input.note ? (input.note ?? null) : null;
        return {
          patch: {
            status,
            assignedTo: null,
            reserved: false,
            cancelReason: input.reason,
            cancelNote: note,
            ...boostAfterUpdate(status, boostOf(shift)),
          },
          state: 'cancelled',
          detail: { kind: 'person', name: worker?.fullName ?? '' },
          audit: { after: { status, assignedTo: null, cancelReason: input.reason, cancelNote: note } },
        };
      });
    },

    async boostShift(actor: Actor, accountId: string, shiftId: string, input: BoostShiftInput) {
      return change(actor, accountId, shiftId, async (shift, rights) => {
        assertCan(rights.canManage);
        assertState(isBoostable(shift));
        return {
          patch: { boosted: true, boostType: input.boostType, boostValue: input.boostValue },
          state: 'boosted',
          detail: { kind: 'boost', boostType: input.boostType, boostValue: input.boostValue },
          audit: { after: input },
        };
      });
    },

    async removeBoost(actor: Actor, accountId: string, shiftId: string) {
      return change(actor, accountId, shiftId, async (shift, rights) => {
        assertCan(rights.canManage);
        assertState(isBoostRemovable(shift));
        return {
          patch: { ...noBoost },
          state: 'boost_removed',
          detail: shift.boostType
            ? { kind: 'boost', boostType: shift.boostType, boostValue: shift.boostValue }
            : { kind: 'none' },
          audit: { after: noBoost },
        };
      });
    },

    /** Times, role and requirements; the status and boost follow the spec's update rules. */
    async updateShift(actor: Actor, accountId: string, shiftId: string, input: UpdateShiftInput) {
      return change(actor, accountId, shiftId, async (shift, rights) => {
        assertCan(rights.canUpdate);
        assertState(isEditable(shift));
        const status = statusAfterUpdate({
          assignedTo: shift.assignedTo,
          isDraft: shift.isDraft,
          status: shift.status,
        });
        const next = {
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          roleType: input.roleType || null,
          requirements: input.requirements || null,
        };
        const changedFields = [
          shift.startsAt.getTime() !== next.startsAt.getTime() ? 'startsAt' : null,
          shift.endsAt.getTime() !== next.endsAt.getTime() ? 'endsAt' : null,
          shift.roleType !== next.roleType ? 'roleType' : null,
          shift.requirements !== next.requirements ? 'requirements' : null,
        ].filter((field): field is string => field !== null);
        return {
          patch: { ...next, status, ...boostAfterUpdate(status, boostOf(shift)) },
          state: 'updated',
          detail: { kind: 'fields', fields: changedFields },
          audit: {
            before: {
              startsAt: shift.startsAt.toISOString(),
              endsAt: shift.endsAt.toISOString(),
              roleType: shift.roleType,
              requirements: shift.requirements,
            },
            after: { ...input, status },
          },
        };
      });
    },
  };
}

export type ShiftsService = ReturnType<typeof createShiftsService>;
