import { and, asc, count, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contractSigningCodes,
  contractSigningEvents,
  contractSigningLinks,
} from '../../db/schema/employment-contracts.schema';
import { documents } from '../../db/schema/hr.schema';

export type SigningLinkRow = typeof contractSigningLinks.$inferSelect;
export type SigningCodeRow = typeof contractSigningCodes.$inferSelect;
export type SigningEventRow = typeof contractSigningEvents.$inferSelect;

// --- links -----------------------------------------------------------------------------------------------

export async function insertSigningLink(
  executor: Executor,
  values: typeof contractSigningLinks.$inferInsert,
): Promise<SigningLinkRow> {
  const [row] = await executor.insert(contractSigningLinks).values(values).returning();
  if (!row) {
    throw new Error('signing link insert returned no row');
  }
  return row;
}

export async function findSigningLinkByHash(
  executor: Executor,
  tokenHash: string,
): Promise<SigningLinkRow | null> {
  const [row] = await executor
    .select()
    .from(contractSigningLinks)
    .where(eq(contractSigningLinks.tokenHash, tokenHash));
  return row ?? null;
}

/** Revokes every link of the contract still open (cancel; a new send replaces the old links). */
export async function revokeSigningLinks(executor: Executor, contractId: string, at: Date): Promise<void> {
  await executor
    .update(contractSigningLinks)
    .set({ revokedAt: at })
    .where(and(eq(contractSigningLinks.contractId, contractId), isNull(contractSigningLinks.revokedAt)));
}

// --- codes -----------------------------------------------------------------------------------------------

export async function insertSigningCode(
  executor: Executor,
  values: typeof contractSigningCodes.$inferInsert,
): Promise<SigningCodeRow> {
  const [row] = await executor.insert(contractSigningCodes).values(values).returning();
  if (!row) {
    throw new Error('signing code insert returned no row');
  }
  return row;
}

/** How many codes the contract was sent since `since` (the hourly limit). */
export async function countCodesSince(executor: Executor, contractId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(contractSigningCodes)
    .where(and(eq(contractSigningCodes.contractId, contractId), gte(contractSigningCodes.createdAt, since)));
  return row?.total ?? 0;
}

/** The newest code of the contract, locked: a guess and its count land together. */
export async function lockNewestCode(executor: Executor, contractId: string): Promise<SigningCodeRow | null> {
  const [row] = await executor
    .select()
    .from(contractSigningCodes)
    .where(eq(contractSigningCodes.contractId, contractId))
    .orderBy(desc(contractSigningCodes.createdAt), desc(contractSigningCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The newest code confirmed since `since`, or null (signing needs one). */
export async function findVerifiedCodeSince(
  executor: Executor,
  contractId: string,
  since: Date,
): Promise<SigningCodeRow | null> {
  const [row] = await executor
    .select()
    .from(contractSigningCodes)
    .where(and(eq(contractSigningCodes.contractId, contractId), gte(contractSigningCodes.verifiedAt, since)))
    .orderBy(desc(contractSigningCodes.verifiedAt))
    .limit(1);
  return row ?? null;
}

export async function updateSigningCode(
  executor: Executor,
  codeId: string,
  values: Partial<typeof contractSigningCodes.$inferInsert>,
): Promise<void> {
  await executor.update(contractSigningCodes).set(values).where(eq(contractSigningCodes.id, codeId));
}

// --- events ----------------------------------------------------------------------------------------------

export async function listEvents(executor: Executor, contractId: string): Promise<SigningEventRow[]> {
  return executor
    .select()
    .from(contractSigningEvents)
    .where(eq(contractSigningEvents.contractId, contractId))
    .orderBy(asc(contractSigningEvents.sequence));
}

export async function findLastEvent(executor: Executor, contractId: string): Promise<SigningEventRow | null> {
  const [row] = await executor
    .select()
    .from(contractSigningEvents)
    .where(eq(contractSigningEvents.contractId, contractId))
    .orderBy(desc(contractSigningEvents.sequence))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(
  executor: Executor,
  values: typeof contractSigningEvents.$inferInsert,
): Promise<void> {
  await executor.insert(contractSigningEvents).values(values);
}

// --- the stored PDFs (the documents feature's table, read only: decision 0013) ----------------------------

/** The stored PDF of the account with this SHA-256 (the copy the worker was shown), or null. */
export async function findStoredPdfBySha(executor: Executor, accountId: string, sha256: string) {
  const [row] = await executor
    .select({ id: documents.id, content: documents.content, fileName: documents.fileName })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), eq(documents.sha256, sha256)))
    .orderBy(asc(documents.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findStoredPdf(executor: Executor, documentId: string) {
  const [row] = await executor
    .select({ id: documents.id, content: documents.content, fileName: documents.fileName })
    .from(documents)
    .where(eq(documents.id, documentId));
  return row ?? null;
}

/** Removes a draft's trail (only a draft is ever deleted; its `created` event goes with it). */
export async function deleteContractEvents(executor: Executor, contractId: string): Promise<void> {
  await executor.delete(contractSigningEvents).where(eq(contractSigningEvents.contractId, contractId));
}
