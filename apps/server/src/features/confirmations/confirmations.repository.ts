import type { ConfirmationSort, ConfirmationState } from '@portal/domain/confirmations';
import { confirmationStatuses } from '@portal/domain/confirmations';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

const workers = alias(users, 'workers');
const confirmers = alias(users, 'confirmers');
const verifiers = alias(users, 'verifiers');

const fullName = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

const listColumns = {
  id: shifts.id,
  title: shifts.title,
  areaId: shifts.areaId,
  areaName: areas.name,
  workerId: shifts.assignedTo,
  workerName: fullName(workers),
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  actualStartsAt: shifts.actualStartsAt,
  actualEndsAt: shifts.actualEndsAt,
  breakMinutes: shifts.breakMinutes,
  kilometres: shifts.kilometrikorvaus,
  workDayType: shifts.workDayType,
  status: shifts.status,
  confirmedAt: shifts.confirmedAt,
  inspectionSentAt: shifts.inspectionSentAt,
  verifiedAt: shifts.verifiedAt,
};

export type ConfirmationRow = {
  id: string;
  title: string;
  areaId: string;
  areaName: string;
  workerId: string | null;
  workerName: string | null;
  startsAt: Date;
  endsAt: Date;
  actualStartsAt: Date | null;
  actualEndsAt: Date | null;
  breakMinutes: number | null;
  kilometres: number | null;
  workDayType: string | null;
  status: string;
  confirmedAt: Date | null;
  inspectionSentAt: Date | null;
  verifiedAt: Date | null;
};

export type ConfirmationDetailRow = ConfirmationRow & {
  gigId: string | null;
  gigTitle: string | null;
  roleType: string | null;
  confirmedByName: string | null;
  verifiedByName: string | null;
  updates: (typeof shifts.$inferSelect)['updates'];
};

export type ConfirmationScope = {
  accountId: string;
  /** A customer limited to some areas; null for every area of the account. */
  areaIds: readonly string[] | null;
};

export type ConfirmationFilter = ConfirmationScope & {
  workerId?: string | undefined;
  areaId?: string | undefined;
  from: Date | null;
  to: Date | null;
  state?: ConfirmationState | undefined;
  sort: ConfirmationSort;
  limit: number;
  offset: number;
};

function stateCondition(state: ConfirmationState): SQL | undefined {
  switch (state) {
    case 'verified':
      return eq(shifts.status, 'verified');
    case 'awaiting_inspection':
      return and(eq(shifts.status, 'confirmed'), isNotNull(shifts.inspectionSentAt));
    case 'confirmed':
      return and(eq(shifts.status, 'confirmed'), isNull(shifts.inspectionSentAt));
  }
}

function scopeCondition(scope: ConfirmationScope): SQL | undefined {
  return and(
    eq(shifts.accountId, scope.accountId),
    inArray(shifts.status, [...confirmationStatuses]),
    scope.areaIds ? inArray(shifts.areaId, [...scope.areaIds]) : undefined,
  );
}

function orderOf(sort: ConfirmationSort): SQL[] {
  switch (sort) {
    case 'start_asc':
      return [asc(shifts.startsAt), asc(shifts.id)];
    case 'worker':
      return [
        asc(sql`lower(${workers.lastName})`),
        asc(sql`lower(${workers.firstName})`),
        desc(shifts.startsAt),
        asc(shifts.id),
      ];
    case 'area':
      return [asc(sql`lower(${areas.name})`), desc(shifts.startsAt), asc(shifts.id)];
    case 'start_desc':
      return [desc(shifts.startsAt), asc(shifts.id)];
  }
}

/** A page of the account's confirmed and verified shifts, newest planned start first unless sorted otherwise. */
export async function listConfirmations(
  executor: Executor,
  filter: ConfirmationFilter,
): Promise<{ rows: ConfirmationRow[]; total: number }> {
  const where = and(
    scopeCondition(filter),
    filter.workerId ? eq(shifts.assignedTo, filter.workerId) : undefined,
    filter.areaId ? eq(shifts.areaId, filter.areaId) : undefined,
    filter.from ? gte(shifts.startsAt, filter.from) : undefined,
    filter.to ? lt(shifts.startsAt, filter.to) : undefined,
    filter.state ? stateCondition(filter.state) : undefined,
  );
  const rows = await executor
    .select(listColumns)
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .leftJoin(workers, eq(workers.id, shifts.assignedTo))
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: sql<number>`count(*)::int` }).from(shifts).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** One confirmed or verified shift in the caller's scope, or null (also for other statuses). */
export async function findConfirmation(
  executor: Executor,
  scope: ConfirmationScope,
  shiftId: string,
): Promise<ConfirmationDetailRow | null> {
  const [row] = await executor
    .select({
      ...listColumns,
      gigId: shifts.gigId,
      gigTitle: gigs.title,
      roleType: shifts.roleType,
      confirmedByName: fullName(confirmers),
      verifiedByName: fullName(verifiers),
      updates: shifts.updates,
    })
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .leftJoin(workers, eq(workers.id, shifts.assignedTo))
    .leftJoin(gigs, eq(gigs.id, shifts.gigId))
    .leftJoin(confirmers, eq(confirmers.id, shifts.confirmedBy))
    .leftJoin(verifiers, eq(verifiers.id, shifts.verifiedBy))
    .where(and(scopeCondition(scope), eq(shifts.id, shiftId)));
  return row ?? null;
}

/** The live areas a filter can offer: the account's, or the customer's own. */
export async function findConfirmationAreas(
  executor: Executor,
  scope: ConfirmationScope,
): Promise<{ id: string; name: string }[]> {
  return executor
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(
      and(
        eq(areas.accountId, scope.accountId),
        isNull(areas.deletedAt),
        ne(areas.status, 'deleted'),
        scope.areaIds ? inArray(areas.id, [...scope.areaIds]) : undefined,
      ),
    )
    .orderBy(asc(areas.name), asc(areas.id));
}

/** Workers who have confirmations in the scope, by name, at most `limit`. */
export async function findConfirmationWorkers(
  executor: Executor,
  scope: ConfirmationScope,
  limit: number,
): Promise<{ id: string; fullName: string }[]> {
  const rows = await executor
    .selectDistinct({
      id: workers.id,
      firstName: workers.firstName,
      lastName: workers.lastName,
    })
    .from(shifts)
    .innerJoin(workers, eq(workers.id, shifts.assignedTo))
    .where(scopeCondition(scope))
    .orderBy(asc(workers.lastName), asc(workers.firstName), asc(workers.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, fullName: `${row.firstName} ${row.lastName}`.trim() }));
}
