import { likePatternOf } from '@portal/domain/areas';
import type { GigLabel, GigSortKey, SortOrder } from '@portal/domain/gigs';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { customerContracts } from '../../db/schema/billing.schema';
import { gigs, shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';

export type GigRow = typeof gigs.$inferSelect & {
  areaName: string;
  /** The area's customer contract: the one a gig without its own prices its shifts by. */
  areaContractId: string | null;
  contractName: string | null;
  createdByName: string | null;
  declinedByName: string | null;
};
export type GigInsert = typeof gigs.$inferInsert;
export type ShiftRow = typeof shifts.$inferSelect;
export type GigShiftRow = ShiftRow & { assigneeName: string | null };
export type AreaForGig = typeof areas.$inferSelect;

/** The gigs a caller may see in an account: every area's, or (customers limited to areas) only some. */
export type GigScope = { accountId: string; areaIds: readonly string[] | null };

export type GigListFilter = GigScope & {
  label?: GigLabel;
  areaId?: string;
  /** Dates overlapping [from, to). */
  from?: Date;
  to?: Date;
  roleType?: string;
  text?: string;
  sort: GigSortKey;
  order: SortOrder;
  limit: number;
  offset: number;
  now: Date;
};

const creators = alias(users, 'gig_creators');
const decliners = alias(users, 'gig_decliners');
const assignees = alias(users, 'shift_assignees');

const nameOf = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

const gigColumns = {
  ...getTableColumns(gigs),
  areaName: areas.name,
  areaContractId: areas.contractId,
  contractName: customerContracts.name,
  createdByName: nameOf(creators),
  declinedByName: nameOf(decliners),
};

function selectGigs(executor: Executor) {
  return executor
    .select(gigColumns)
    .from(gigs)
    .innerJoin(areas, eq(areas.id, gigs.areaId))
    .leftJoin(customerContracts, eq(customerContracts.id, gigs.contractId))
    .leftJoin(creators, eq(creators.id, gigs.createdBy))
    .leftJoin(decliners, eq(decliners.id, gigs.declinedBy));
}

function scopeWhere(scope: GigScope, templates: boolean): SQL[] {
  const conditions = [
    eq(gigs.accountId, scope.accountId),
    ne(gigs.status, 'deleted'),
    eq(gigs.isTemplate, templates),
  ];
  if (scope.areaIds) {
    conditions.push(scope.areaIds.length > 0 ? inArray(gigs.areaId, [...scope.areaIds]) : sql`false`);
  }
  return conditions;
}

/** `gigLabelOf` in SQL, so the label filter pages correctly. */
function labelWhere(label: GigLabel, now: Date): SQL {
  const ended = sql`(${gigs.endDate} is not null and ${gigs.endDate} <= ${now})`;
  switch (label) {
    case 'suggestion':
    case 'declined':
    case 'draft':
      return eq(gigs.status, label);
    case 'expired':
      return sql`(${gigs.status} = 'published' and ${ended})`;
    case 'open':
      return sql`(${gigs.status} = 'published' and not ${ended} and ${gigs.availableShifts} > 0)`;
    case 'published':
      return sql`(${gigs.status} = 'published' and not ${ended} and ${gigs.availableShifts} = 0)`;
  }
}

function listWhere(filter: GigListFilter): SQL {
  const conditions = scopeWhere(filter, false);
  if (filter.label) {
    conditions.push(labelWhere(filter.label, filter.now));
  }
  if (filter.areaId) {
    conditions.push(eq(gigs.areaId, filter.areaId));
  }
  if (filter.from) {
    conditions.push(sql`${gigs.endDate} >= ${filter.from}`);
  }
  if (filter.to) {
    conditions.push(sql`${gigs.startDate} < ${filter.to}`);
  }
  if (filter.roleType) {
    const role = filter.roleType.toLocaleLowerCase('fi');
    conditions.push(
      sql`(lower(${gigs.roleType}) = ${role} or exists (select 1 from ${shifts} where ${shifts.gigId} = ${gigs.id} and ${shifts.status} <> 'deleted' and lower(${shifts.roleType}) = ${role}))`,
    );
  }
  if (filter.text) {
    const pattern = likePatternOf(filter.text, 'contains');
    conditions.push(or(ilike(gigs.title, pattern), ilike(areas.name, pattern)) as SQL);
  }
  return and(...conditions) as SQL;
}

function listOrder(sort: GigSortKey, order: SortOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'startDate':
      // Gigs without shifts have no dates: last either way.
      return [
        sql`${gigs.startDate} is null`,
        direction(gigs.startDate),
        direction(gigs.createdAt),
        asc(gigs.id),
      ];
    case 'createdAt':
      return [direction(gigs.createdAt), asc(gigs.id)];
    case 'title':
      return [direction(sql`lower(${gigs.title})`), asc(gigs.id)];
  }
}

export async function listGigs(
  executor: Executor,
  filter: GigListFilter,
): Promise<{ rows: GigRow[]; total: number }> {
  const where = listWhere(filter);
  const rows = await selectGigs(executor)
    .where(where)
    .orderBy(...listOrder(filter.sort, filter.order))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor
    .select({ total: count() })
    .from(gigs)
    .innerJoin(areas, eq(areas.id, gigs.areaId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** One live gig (not a template) of the account; `forUpdate` locks it for the rest of the transaction. */
export async function findGig(
  executor: Executor,
  scope: GigScope,
  gigId: string,
  options: { forUpdate?: boolean; template?: boolean } = {},
): Promise<GigRow | null> {
  const query = selectGigs(executor).where(
    and(...scopeWhere(scope, options.template ?? false), eq(gigs.id, gigId)),
  );
  const [row] = options.forUpdate ? await query.for('update', { of: gigs }) : await query;
  return row ?? null;
}

export async function listTemplates(executor: Executor, accountId: string): Promise<GigRow[]> {
  return selectGigs(executor)
    .where(and(...scopeWhere({ accountId, areaIds: null }, true)))
    .orderBy(sql`lower(${gigs.templateName})`, asc(gigs.id));
}

/** The live shifts of a gig by start, with the assignee's name; `forUpdate` locks them. */
export async function findGigShifts(
  executor: Executor,
  gigId: string,
  options: { forUpdate?: boolean } = {},
): Promise<GigShiftRow[]> {
  const query = executor
    .select({ ...getTableColumns(shifts), assigneeName: nameOf(assignees) })
    .from(shifts)
    .leftJoin(assignees, eq(assignees.id, shifts.assignedTo))
    .where(and(eq(shifts.gigId, gigId), ne(shifts.status, 'deleted')))
    .orderBy(asc(shifts.startsAt), asc(shifts.id));
  return options.forUpdate ? query.for('update', { of: shifts }) : query;
}

export async function insertGig(executor: Executor, values: GigInsert): Promise<string> {
  const [row] = await executor.insert(gigs).values(values).returning({ id: gigs.id });
  if (!row) {
    throw new Error('gig insert returned no row');
  }
  return row.id;
}

export async function updateGig(
  executor: Executor,
  gigId: string,
  values: Partial<Omit<GigInsert, 'id' | 'accountId'>>,
): Promise<void> {
  await executor.update(gigs).set(values).where(eq(gigs.id, gigId));
}

/** An undeleted area of the account, for a new gig. */
export async function findAreaOfAccount(
  executor: Executor,
  accountId: string,
  areaId: string,
): Promise<AreaForGig | null> {
  const [row] = await executor
    .select()
    .from(areas)
    .where(and(eq(areas.accountId, accountId), eq(areas.id, areaId), ne(areas.status, 'deleted')));
  return row ?? null;
}

/** A user's display name for shift histories. */
export async function findUserName(executor: Executor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}
