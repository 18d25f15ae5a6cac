import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { payrollLines, payrollLists, payrolls } from '../../db/schema/payroll.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

// Reads the payroll screens need from other features' tables (decision 0013): the shifts behind lines,
// people's names.

export type ShiftRef = {
  id: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  areaName: string | null;
  boostValue: number | null;
  workerId: string | null;
};

export async function findShiftRefs(
  executor: Executor,
  shiftIds: readonly string[],
): Promise<Map<string, ShiftRef>> {
  if (shiftIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({
      id: shifts.id,
      title: shifts.title,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      areaName: areas.name,
      boostValue: shifts.boostValue,
      workerId: shifts.assignedTo,
    })
    .from(shifts)
    .leftJoin(areas, eq(areas.id, shifts.areaId))
    .where(inArray(shifts.id, [...new Set(shiftIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { ...row, boostValue: row.boostValue === null ? null : Number(row.boostValue) },
    ]),
  );
}

export async function findUserNames(
  executor: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName ?? ''}`.trim()]));
}

/** The shifts on the quick lists of a stage, with their list and payroll. */
export async function findQuickListShifts(
  executor: Executor,
  accountId: string,
  stage: 'sent' | 'paying',
): Promise<{ shiftId: string; payrollListId: string; payrollId: string; paymentDate: string }[]> {
  return executor
    .selectDistinct({
      shiftId: sql<string>`${payrollLines.shiftId}`,
      payrollListId: payrollLists.id,
      payrollId: payrolls.id,
      paymentDate: payrollLists.paymentDate,
    })
    .from(payrollLines)
    .innerJoin(payrolls, eq(payrolls.id, payrollLines.payrollId))
    .innerJoin(payrollLists, eq(payrollLists.id, payrolls.payrollListId))
    .where(
      and(
        eq(payrollLists.accountId, accountId),
        isNull(payrollLists.deletedAt),
        eq(payrollLists.kind, 'quick'),
        eq(payrollLists.stage, stage),
        sql`${payrollLines.shiftId} is not null`,
      ),
    )
    .orderBy(asc(payrollLists.paymentDate));
}
