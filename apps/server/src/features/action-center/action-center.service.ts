import { asSubject, defineAbilitiesFor } from '@portal/domain/access/abilities';
import type { Actor } from '@portal/domain/access/actor';
import type {
  ActionCenterBadge,
  ActionCenterPage,
  ActionCenterShift,
  CompletionsPage,
  InspectionResult,
} from '@portal/domain/action-center/action-center';
import type {
  CompleteShiftData,
  ListActionCenterQuery,
  SendForInspectionInput,
} from '@portal/domain/action-center/action-center.inputs';
import {
  completionPaidHours,
  completionProblem,
  completionStateProblem,
  inspectionProblem,
  quickPayVerificationProblem,
  verificationProblem,
} from '@portal/domain/action-center/action-center.rules';
import { formatDateTime } from '@portal/domain/shared/dates';
import { DomainError, type ErrorCode } from '@portal/domain/shared/errors';
import type { ShiftUpdateState } from '@portal/domain/shifts/shift';
import type { ShiftHistoryDetail } from '@portal/domain/shifts/shift-history.codec';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { enqueueMail } from '../outbox/outbox.api';
import { changeShiftIf, type ShiftChangeBy } from '../shifts/shifts.api';
import { fullNameOf, presentActionCenterShift } from './action-center.presenter';
import {
  type ActionCenterRow,
  countOpenUnreservedFuture,
  findAreaConfirmationEmails,
  findBreakRule,
  findPeople,
  findShift,
  findShifts,
  listTab,
  type ShiftScope,
} from './action-center.repository';
import { buildInspectionMail, inspectionMailLocale } from './inspection-mail';

export type ActionCenterServiceDependencies = {
  db: Database;
  clock: Clock;
  /** Where the inspection e-mail links to (the confirmations list). */
  publicUrl: string;
};

/** Where a customer approves the hours it was sent (spec route confirmations/list). */
export const confirmationsListPath = '/apps/shifts-&-gigs/confirmations/list';

type Tab = 'bookings' | 'completions' | 'quick-pay' | 'inspection';

/**
 * The shifts a caller may read in an account (the route has checked the account): every area, or a
 * customer limited to some areas only those, the Shift rules' areaId condition.
 */
function readScopeOf(actor: Actor, accountId: string, areaId?: string): ShiftScope {
  if (!defineAbilitiesFor(actor).can('read', 'Shift')) {
    throw new DomainError('FORBIDDEN');
  }
  return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null, areaId };
}

/**
 * A shift the caller acts on: not found when it is outside the account or the caller's areas (its existence
 * is not confirmed), forbidden when it may be read but not changed.
 */
function assertMayUpdate(actor: Actor, row: ActionCenterRow): void {
  const ability = defineAbilitiesFor(actor);
  const record = asSubject('Shift', { accountId: row.accountId, areaId: row.areaId });
  if (!ability.can('read', record)) {
    throw new DomainError('NOT_FOUND');
  }
  if (!ability.can('update', record)) {
    throw new DomainError('FORBIDDEN');
  }
}

function fail(code: ErrorCode | null, details?: Record<string, unknown>): void {
  if (code) {
    throw new DomainError(code, details);
  }
}

/**
 * The action center (spec section 2): the four tabs, completing an ended shift with its real hours, the
 * customer's or staff's verification, quick-pay verification, sending for inspection, and the menu badge.
 * Every transition is a conditional UPDATE on the state the caller saw, so a double submit or two people at
 * once change the shift once; the other gets SHIFT_STATE_CHANGED.
 */
export function createActionCenterService({ db, clock, publicUrl }: ActionCenterServiceDependencies) {
  async function changedBy(executor: Executor, actor: Actor, at: Date): Promise<ShiftChangeBy> {
    const [person] = await findPeople(executor, [actor.userId]);
    return {
      actorId: actor.userId,
      processer: { id: actor.userId, name: person ? fullNameOf(person) : '' },
      at,
    };
  }

  async function page(actor: Actor, accountId: string, tab: Tab, query: ListActionCenterQuery) {
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

  async function loadForUpdate(executor: Executor, actor: Actor, accountId: string, shiftId: string) {
    const row = await findShift(executor, accountId, shiftId);
    if (!row) {
      throw new DomainError('NOT_FOUND');
    }
    assertMayUpdate(actor, row);
    return row;
  }

  /** The common tail of a transition: the shifts feature writes it, then the fresh row is presented. */
  async function transition(
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

  return {
    listBookings(actor: Actor, accountId: string, query: ListActionCenterQuery): Promise<ActionCenterPage> {
      return page(actor, accountId, 'bookings', query);
    },

    async listCompletions(
      actor: Actor,
      accountId: string,
      query: ListActionCenterQuery,
    ): Promise<CompletionsPage> {
      const [result, account] = await Promise.all([
        page(actor, accountId, 'completions', query),
        findBreakRule(db, accountId),
      ]);
      if (!account) {
        throw new DomainError('NOT_FOUND');
      }
      return {
        ...result,
        breakRule: { unpaidTime: account.unpaidTime, minHoursWithBreak: account.minHoursWithBreak },
      };
    },

    listQuickPay(actor: Actor, accountId: string, query: ListActionCenterQuery): Promise<ActionCenterPage> {
      return page(actor, accountId, 'quick-pay', query);
    },

    listInspection(actor: Actor, accountId: string, query: ListActionCenterQuery): Promise<ActionCenterPage> {
      return page(actor, accountId, 'inspection', query);
    },

    async badge(actor: Actor, accountId: string): Promise<ActionCenterBadge> {
      return {
        openUnreservedFuture: await countOpenUnreservedFuture(db, readScopeOf(actor, accountId), clock.now()),
      };
    },

    /** Booked and ended -> confirmed, with the real times, break, kilometres and work-day type. */
    async completeShift(
      actor: Actor,
      accountId: string,
      shiftId: string,
      input: CompleteShiftData,
    ): Promise<ActionCenterShift> {
      const problem = completionProblem(input);
      if (problem) {
        throw new DomainError(problem.code, { field: problem.field });
      }
      return db.transaction(async (tx) => {
        const row = await loadForUpdate(tx, actor, accountId, shiftId);
        const now = clock.now();
        fail(completionStateProblem(row, now));
        const actualStartsAt = new Date(input.actualStartsAt);
        const actualEndsAt = new Date(input.actualEndsAt);
        const paidHours = completionPaidHours(input);
        return transition(tx, actor, row, {
          expected: { tab: 'completions', now },
          at: now,
          values: {
            status: 'confirmed',
            actualStartsAt,
            actualEndsAt,
            breakMinutes: input.breakMinutes,
            kilometrikorvaus: input.kilometrikorvaus,
            workDayType: input.workDayType,
            confirmedAt: now,
            confirmedBy: actor.userId,
          },
          state: 'confirmed',
          detail: {
            kind: 'completion',
            period: `${formatDateTime(actualStartsAt)}–${formatDateTime(actualEndsAt)}`,
            breakMinutes: input.breakMinutes,
            paidHours,
            kilometres: input.kilometrikorvaus,
            workDayType: input.workDayType,
          },
          audit: {
            status: 'confirmed',
            actualStartsAt: input.actualStartsAt,
            actualEndsAt: input.actualEndsAt,
            breakMinutes: input.breakMinutes,
            kilometrikorvaus: input.kilometrikorvaus,
            workDayType: input.workDayType,
            paidHours,
          },
        });
      });
    },

    /** The customer (its areas) or staff verify the confirmed hours: confirmed -> verified. */
    async verifyShift(actor: Actor, accountId: string, shiftId: string): Promise<ActionCenterShift> {
      return db.transaction(async (tx) => {
        const row = await loadForUpdate(tx, actor, accountId, shiftId);
        fail(verificationProblem(row));
        const now = clock.now();
        return transition(tx, actor, row, {
          expected: { status: 'confirmed' },
          at: now,
          values: { status: 'verified', verifiedAt: now, verifiedBy: actor.userId },
          state: 'verified',
          audit: { status: 'verified' },
        });
      });
    },

    /** Staff verify a confirmed quick-boost shift for quick pay: confirmed -> verified. */
    async verifyQuickPay(actor: Actor, accountId: string, shiftId: string): Promise<ActionCenterShift> {
      return db.transaction(async (tx) => {
        const row = await loadForUpdate(tx, actor, accountId, shiftId);
        fail(quickPayVerificationProblem(row));
        const now = clock.now();
        return transition(tx, actor, row, {
          expected: { tab: 'quick-pay', now },
          at: now,
          values: { status: 'verified', verifiedAt: now, verifiedBy: actor.userId },
          state: 'quick_pay_verified',
          audit: { status: 'verified', quickPay: true },
        });
      });
    },

    /**
     * Marks confirmed shifts as sent for inspection and queues one summary per area to the area's
     * confirmation e-mails. All or nothing: a shift sent or changed meanwhile refuses the whole batch
     * (SHIFT_STATE_CHANGED with its ids), so the list is reloaded rather than half sent.
     */
    async sendForInspection(
      actor: Actor,
      accountId: string,
      input: SendForInspectionInput,
    ): Promise<InspectionResult> {
      return db.transaction(async (tx) => {
        const rows = await findShifts(tx, accountId, input.shiftIds);
        if (rows.length !== input.shiftIds.length) {
          const found = new Set(rows.map((row) => row.id));
          throw new DomainError('NOT_FOUND', { shiftIds: input.shiftIds.filter((id) => !found.has(id)) });
        }
        for (const row of rows) {
          assertMayUpdate(actor, row);
        }
        const stale = rows.filter((row) => inspectionProblem(row) !== null).map((row) => row.id);
        if (stale.length > 0) {
          throw new DomainError('SHIFT_STATE_CHANGED', { shiftIds: stale });
        }
        const account = await findBreakRule(tx, accountId);
        const now = clock.now();
        const by = await changedBy(tx, actor, now);
        const emailsByArea = await findAreaConfirmationEmails(tx, [
          ...new Set(rows.map((row) => row.areaId)),
        ]);
        const byArea = new Map<string, ActionCenterRow[]>();
        for (const row of rows) {
          byArea.set(row.areaId, [...(byArea.get(row.areaId) ?? []), row]);
        }
        let mails = 0;
        const areasWithoutEmail: { id: string; name: string }[] = [];
        for (const [areaId, areaRows] of byArea) {
          const recipients = emailsByArea.get(areaId) ?? [];
          for (const row of areaRows) {
            await changeShiftIf(tx, row, {
              expected: { tab: 'inspection', now },
              values: { inspectionSentAt: now },
              state: 'sent_for_inspection',
              detail: { kind: 'recipients', emails: recipients },
              by,
              audit: {
                action: 'sent_for_inspection',
                changes: { after: { inspectionSentAt: now.toISOString(), recipients } },
              },
              reportId: true,
            });
          }
          const areaName = areaRows[0]?.areaName ?? '';
          if (recipients.length === 0) {
            areasWithoutEmail.push({ id: areaId, name: areaName });
            continue;
          }
          const mail = buildInspectionMail(inspectionMailLocale(account?.country ?? 'FI'), {
            areaName,
            company: account?.name ?? '',
            link: `${publicUrl}${encodeURI(confirmationsListPath)}`,
            shifts: areaRows.map((row) => ({
              startsAt: row.startsAt,
              endsAt: row.endsAt,
              actualStartsAt: row.actualStartsAt,
              actualEndsAt: row.actualEndsAt,
              breakMinutes: row.breakMinutes,
              workerName:
                row.workerFirstName !== null
                  ? fullNameOf({ firstName: row.workerFirstName, lastName: row.workerLastName ?? '' })
                  : null,
              roleType: row.roleType,
            })),
          });
          for (const to of recipients) {
            await enqueueMail(tx, { accountId, to, kind: 'shift-inspection', ...mail });
            mails += 1;
          }
        }
        return { sent: rows.length, mails, areasWithoutEmail };
      });
    },
  };
}

export type ActionCenterService = ReturnType<typeof createActionCenterService>;
