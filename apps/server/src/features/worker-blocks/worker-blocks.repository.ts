import type { WorkerBlockScope } from '@portal/domain/worker-blocks';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { workerBlocks } from '../../db/schema/hr.schema';
import { users } from '../../db/schema/users.schema';

export type WorkerBlockRow = typeof workerBlocks.$inferSelect;

/** A block with the names the history shows. */
export type WorkerBlockRecord = WorkerBlockRow & {
  createdByName: string | null;
  liftedByName: string | null;
};

const creators = alias(users, 'block_creators');
const lifters = alias(users, 'block_lifters');

/** Blocks an account sees: its own and the whole-app ones (blocks of other accounts stay invisible). */
function visibleIn(accountId: string) {
  return or(eq(workerBlocks.accountId, accountId), eq(workerBlocks.scope, 'app'));
}

function selectRecords(executor: Executor) {
  return executor
    .select({
      block: workerBlocks,
      createdByName: sql<string | null>`${creators.firstName} || ' ' || ${creators.lastName}`,
      liftedByName: sql<string | null>`${lifters.firstName} || ' ' || ${lifters.lastName}`,
    })
    .from(workerBlocks)
    .leftJoin(creators, eq(creators.id, workerBlocks.createdBy))
    .leftJoin(lifters, eq(lifters.id, workerBlocks.liftedBy));
}

type SelectedRecord = { block: WorkerBlockRow; createdByName: string | null; liftedByName: string | null };

function toRecord(row: SelectedRecord): WorkerBlockRecord {
  return { ...row.block, createdByName: row.createdByName, liftedByName: row.liftedByName };
}

/** The worker's blocks visible in the account, active and lifted, newest first. */
export async function listWorkerBlocks(
  executor: Executor,
  accountId: string,
  workerId: string,
): Promise<WorkerBlockRecord[]> {
  const rows = await selectRecords(executor)
    .where(and(eq(workerBlocks.workerId, workerId), visibleIn(accountId)))
    .orderBy(desc(workerBlocks.createdAt), desc(workerBlocks.id));
  return rows.map(toRecord);
}

/** One block of the worker visible in the account, or null. */
export async function findWorkerBlock(
  executor: Executor,
  ids: { accountId: string; workerId: string; blockId: string },
): Promise<WorkerBlockRecord | null> {
  const [row] = await selectRecords(executor).where(
    and(eq(workerBlocks.id, ids.blockId), eq(workerBlocks.workerId, ids.workerId), visibleIn(ids.accountId)),
  );
  return row ? toRecord(row) : null;
}

export type NewWorkerBlock = {
  workerId: string;
  scope: WorkerBlockScope;
  accountId: string | null;
  areaIds: string[];
  reason: string;
  createdBy: string;
  createdAt: Date;
};

export async function insertWorkerBlock(executor: Executor, block: NewWorkerBlock): Promise<string> {
  const [row] = await executor.insert(workerBlocks).values(block).returning({ id: workerBlocks.id });
  if (!row) {
    throw new Error('worker block insert returned no row');
  }
  return row.id;
}

/** Lifts an active block; false when it was already lifted (someone else was quicker). */
export async function liftWorkerBlock(
  executor: Executor,
  blockId: string,
  liftedBy: string,
  liftedAt: Date,
): Promise<boolean> {
  const rows = await executor
    .update(workerBlocks)
    .set({ liftedAt, liftedBy })
    .where(and(eq(workerBlocks.id, blockId), isNull(workerBlocks.liftedAt)))
    .returning({ id: workerBlocks.id });
  return rows.length > 0;
}

/** Active blocks of some workers, for rules such as `isWorkerBlockedIn` / `blockWarningsFor` (shifts). */
export async function findActiveBlocksOfWorkers(
  executor: Executor,
  workerIds: readonly string[],
): Promise<WorkerBlockRow[]> {
  if (workerIds.length === 0) {
    return [];
  }
  return executor
    .select()
    .from(workerBlocks)
    .where(and(inArray(workerBlocks.workerId, [...workerIds]), isNull(workerBlocks.liftedAt)));
}

/** The account's active areas by name: what a block (or a temporary contract) can be about. */
export async function listAccountAreaOptions(executor: Executor, accountId: string) {
  return executor
    .select({ id: areas.id, name: areas.name, contract: areas.contract })
    .from(areas)
    .where(and(eq(areas.accountId, accountId), ne(areas.status, 'deleted')))
    .orderBy(asc(sql`lower(${areas.name})`), asc(areas.id));
}

/** Names of the given areas (of any account: the caller has already limited the ids). */
export async function findAreaNames(
  executor: Executor,
  areaIds: readonly string[],
): Promise<Map<string, string>> {
  if (areaIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(inArray(areas.id, [...areaIds]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of the ids are active areas of the account. */
export async function findAccountAreaIds(
  executor: Executor,
  accountId: string,
  areaIds: readonly string[],
): Promise<string[]> {
  if (areaIds.length === 0) {
    return [];
  }
  const rows = await executor
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.accountId, accountId), ne(areas.status, 'deleted'), inArray(areas.id, [...areaIds])));
  return rows.map((row) => row.id);
}
