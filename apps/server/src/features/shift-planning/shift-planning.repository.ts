import type { ShiftStatus } from '@portal/domain/shifts';
import {
  and,
  asc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

export type PlanningScope = {
  accountId: string;
  /** A user limited to some areas; null for every area of the account. */
  areaIds: readonly string[] | null;
};

export type PlanningAreaRow = { id: string; name: string; city: string | null };

export type PlanningShiftRow = {
  id: string;
  areaId: string;
  gigId: string | null;
  title: string;
  startsAt: Date;
  endsAt: Date;
  status: ShiftStatus;
  assignedTo: string | null;
  roleType: string | null;
  workerName: string | null;
  reservationCount: number;
};

function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function areaScope(scope: PlanningScope): SQL | undefined {
  return and(
    eq(areas.accountId, scope.accountId),
    isNull(areas.deletedAt),
    ne(areas.status, 'deleted'),
    scope.areaIds ? inArray(areas.id, [...scope.areaIds]) : undefined,
  );
}

/** The live areas in scope whose name contains `search`, by name. */
export async function findPlanningAreas(
  executor: Executor,
  scope: PlanningScope,
  search?: string,
): Promise<PlanningAreaRow[]> {
  return executor
    .select({ id: areas.id, name: areas.name, city: areas.city })
    .from(areas)
    .where(and(areaScope(scope), search ? ilike(areas.name, contains(search)) : undefined))
    .orderBy(asc(areas.name), asc(areas.id));
}

/** One live area in scope, or null. */
export async function findPlanningArea(
  executor: Executor,
  scope: PlanningScope,
  areaId: string,
): Promise<PlanningAreaRow | null> {
  const [row] = await executor
    .select({ id: areas.id, name: areas.name, city: areas.city })
    .from(areas)
    .where(and(areaScope(scope), eq(areas.id, areaId)));
  return row ?? null;
}

/**
 * Shifts starting in [from, to) in the given areas, by start. Deleted and expired shifts, and those of
 * deleted or declined gigs, are left out here already; the domain rule decides the rest.
 */
export async function findPlanningShifts(
  executor: Executor,
  filter: { accountId: string; areaIds: readonly string[]; from: Date; to: Date },
): Promise<PlanningShiftRow[]> {
  if (filter.areaIds.length === 0) {
    return [];
  }
  return executor
    .select({
      id: shifts.id,
      areaId: shifts.areaId,
      gigId: shifts.gigId,
      title: shifts.title,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      status: shifts.status,
      assignedTo: shifts.assignedTo,
      roleType: shifts.roleType,
      workerName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      reservationCount: sql<number>`coalesce(cardinality(${shifts.reservations}), 0)::int`,
    })
    .from(shifts)
    .leftJoin(gigs, eq(gigs.id, shifts.gigId))
    .leftJoin(users, eq(users.id, shifts.assignedTo))
    .where(
      and(
        eq(shifts.accountId, filter.accountId),
        inArray(shifts.areaId, [...filter.areaIds]),
        gte(shifts.startsAt, filter.from),
        lt(shifts.startsAt, filter.to),
        notInArray(shifts.status, ['deleted', 'expired']),
        isNull(shifts.deletedAt),
        or(isNull(shifts.gigId), notInArray(gigs.status, ['deleted', 'declined'])),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
}
