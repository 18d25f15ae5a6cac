import type { LicenceCheckFact } from '@portal/domain/licence-checks';
import { isWorkerBlockedIn } from '@portal/domain/worker-blocks';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { poolMembers, pools } from '../../db/schema/pools.schema';
import { gigs, shiftInvitations, shifts } from '../../db/schema/shifts.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';
import { findLicenceFactsOfWorkers } from '../licence-checks/licence-checks.api';
import { findActiveBlocksOfWorkers } from '../worker-blocks/worker-blocks.api';

export type InvitationRow = typeof shiftInvitations.$inferSelect;

/** A live (not deleted) shift of the account with what an invitation tells about it. */
export type InvitableShift = {
  id: string;
  accountId: string;
  areaId: string;
  gigId: string | null;
  status: (typeof shifts.$inferSelect)['status'];
  assignedTo: string | null;
  startsAt: Date;
  endsAt: Date;
  roleType: string | null;
  requirements: string | null;
  gigTitle: string | null;
  areaName: string;
  streetAddress: string | null;
  postcode: string | null;
  city: string | null;
  accountName: string;
};

const fullName = (table: typeof users) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

// The gig's address when it has its own (it is editable per gig), else the area's; never a mix of the two.
const gigHasAddress = sql`${gigs.streetAddress} is not null`;
const shiftColumns = {
  id: shifts.id,
  accountId: shifts.accountId,
  areaId: shifts.areaId,
  gigId: shifts.gigId,
  status: shifts.status,
  assignedTo: shifts.assignedTo,
  startsAt: shifts.startsAt,
  endsAt: shifts.endsAt,
  roleType: shifts.roleType,
  requirements: shifts.requirements,
  gigTitle: gigs.title,
  areaName: areas.name,
  streetAddress: sql<
    string | null
  >`case when ${gigHasAddress} then ${gigs.streetAddress} else ${areas.streetAddress} end`,
  postcode: sql<string | null>`case when ${gigHasAddress} then ${gigs.postcode} else ${areas.postcode} end`,
  city: sql<string | null>`case when ${gigHasAddress} then ${gigs.city} else ${areas.city} end`,
  accountName: accounts.name,
};

function shiftQuery(executor: Executor) {
  return executor
    .select(shiftColumns)
    .from(shifts)
    .innerJoin(areas, eq(areas.id, shifts.areaId))
    .innerJoin(accounts, eq(accounts.id, shifts.accountId))
    .leftJoin(gigs, eq(gigs.id, shifts.gigId));
}

/** The shift, or null when it is not the account's or was deleted. */
export async function findAccountShift(
  executor: Executor,
  accountId: string,
  shiftId: string,
): Promise<InvitableShift | null> {
  const [row] = await shiftQuery(executor).where(
    and(eq(shifts.id, shiftId), eq(shifts.accountId, accountId), ne(shifts.status, 'deleted')),
  );
  return row ?? null;
}

/** The shift an invitation is for, whatever has become of it since. */
export async function findShiftById(executor: Executor, shiftId: string): Promise<InvitableShift | null> {
  const [row] = await shiftQuery(executor).where(eq(shifts.id, shiftId));
  return row ?? null;
}

/** A worker as the invitation rules read it, with the message language and contact details. */
export type Invitee = {
  id: string;
  firstName: string;
  fullName: string;
  email: string;
  mobile: string | null;
  locale: (typeof users.$inferSelect)['locale'];
  profession: string | null;
  confirmed: boolean;
  status: string;
  inAccountPool: boolean;
  blocked: boolean;
  /** The licence checks in force in the account (the booking gate, decision 0054). */
  licenceChecks: LicenceCheckFact[];
};

/**
 * A worker of the account (its own or in one of its pools) with what decides whether it may be invited to
 * a shift in `areaId`: pool membership and active blocks. Null for anyone else, so other accounts' workers
 * are never confirmed to exist.
 */
export async function findInvitee(
  executor: Executor,
  accountId: string,
  workerId: string,
  areaId: string,
): Promise<Invitee | null> {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      fullName: fullName(users),
      email: users.email,
      mobile: users.mobile,
      locale: users.locale,
      profession: users.profession,
      confirmed: users.confirmed,
      status: users.status,
      accountId: users.accountId,
    })
    .from(users)
    .where(and(eq(users.id, workerId), eq(users.role, 'worker')));
  if (!row) {
    return null;
  }
  const [membership] = await executor
    .select({ poolId: poolMembers.poolId })
    .from(poolMembers)
    .innerJoin(pools, eq(pools.id, poolMembers.poolId))
    .where(and(eq(poolMembers.userId, workerId), eq(pools.accountId, accountId)))
    .limit(1);
  const inAccountPool = membership !== undefined;
  if (row.accountId !== accountId && !inAccountPool) {
    return null;
  }
  const [blocks, licences] = await Promise.all([
    findActiveBlocksOfWorkers(executor, [row.id]),
    findLicenceFactsOfWorkers(executor, accountId, [row.id]),
  ]);
  const { accountId: _ownAccount, ...worker } = row;
  return {
    ...worker,
    inAccountPool,
    blocked: isWorkerBlockedIn(blocks, { accountId, areaId }),
    licenceChecks: licences.get(row.id) ?? [],
  };
}

/** "First Last" of a user, for the shift history. */
export async function findUserName(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ name: fullName(users) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? null;
}

export async function insertInvitation(
  executor: Executor,
  values: typeof shiftInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await executor.insert(shiftInvitations).values(values).returning();
  if (!row) {
    throw new Error('shift invitation insert returned no row');
  }
  return row;
}

/** An invitation with the names staff see next to it. */
export type InvitationListRow = InvitationRow & { workerName: string; invitedByName: string | null };

function invitationListQuery(executor: Executor) {
  const worker = alias(users, 'worker');
  const inviter = alias(users, 'inviter');
  return executor
    .select({
      invitation: shiftInvitations,
      workerName: sql<string>`${worker.firstName} || ' ' || ${worker.lastName}`,
      invitedByName: sql<string | null>`${inviter.firstName} || ' ' || ${inviter.lastName}`,
    })
    .from(shiftInvitations)
    .innerJoin(worker, eq(worker.id, shiftInvitations.workerId))
    .leftJoin(inviter, eq(inviter.id, shiftInvitations.createdBy));
}

type InvitationListQueryRow = Awaited<ReturnType<typeof invitationListQuery>>[number];

function toListRow(row: InvitationListQueryRow): InvitationListRow {
  return { ...row.invitation, workerName: row.workerName, invitedByName: row.invitedByName };
}

/** The invitations of a shift, newest first. */
export async function listInvitationsOfShift(
  executor: Executor,
  shiftId: string,
): Promise<InvitationListRow[]> {
  const rows = await invitationListQuery(executor)
    .where(eq(shiftInvitations.shiftId, shiftId))
    .orderBy(desc(shiftInvitations.createdAt), desc(shiftInvitations.id));
  return rows.map(toListRow);
}

/** One invitation of the account's shift with the names staff see, or null when it is not that shift's. */
export async function findInvitationOfShift(
  executor: Executor,
  ids: { accountId: string; shiftId: string; invitationId: string },
): Promise<InvitationListRow | null> {
  const [row] = await invitationListQuery(executor).where(
    and(
      eq(shiftInvitations.id, ids.invitationId),
      eq(shiftInvitations.shiftId, ids.shiftId),
      eq(shiftInvitations.accountId, ids.accountId),
    ),
  );
  return row ? toListRow(row) : null;
}

/**
 * The invitation behind a link, locked until the transaction ends when `lock` is set, so two answers to
 * the same link are handled one after the other.
 */
export async function findInvitationByTokenHash(
  executor: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<InvitationRow | null> {
  const query = executor.select().from(shiftInvitations).where(eq(shiftInvitations.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The worker's first name: all the public page shows of them. */
export async function findFirstName(executor: Executor, userId: string): Promise<string> {
  const [row] = await executor.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? '';
}

export async function setInvitationResponse(
  executor: Executor,
  invitationId: string,
  response: NonNullable<InvitationRow['response']>,
  at: Date,
): Promise<InvitationRow> {
  const [row] = await executor
    .update(shiftInvitations)
    .set({ response, respondedAt: at })
    .where(eq(shiftInvitations.id, invitationId))
    .returning();
  if (!row) {
    throw new Error('shift invitation update returned no row');
  }
  return row;
}

/**
 * Withdraws a link only while nobody has answered it and it is still in time, in one conditional statement:
 * of a revoke and the worker's answer at the same moment exactly one matches the row (an answer holds the
 * row locked until it commits, and the revoke then finds it answered and gets nothing back).
 */
export async function revokeInvitationIfPending(
  executor: Executor,
  invitationId: string,
  at: Date,
): Promise<InvitationRow | null> {
  const [row] = await executor
    .update(shiftInvitations)
    .set({ response: 'revoked', respondedAt: at })
    .where(
      and(
        eq(shiftInvitations.id, invitationId),
        isNull(shiftInvitations.response),
        gt(shiftInvitations.expiresAt, at),
      ),
    )
    .returning();
  return row ?? null;
}
