import type { Executor } from '../../db/client';
import { workerBlocks } from '../../db/schema/hr.schema';
import { poolMembers } from '../../db/schema/pools.schema';
import { buildArea, buildPool, buildWorker } from '../../testing/factories';
import { insertDocument } from '../documents/documents.api';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its worker-action requests
// (blocks, temporary contracts, messages, documents, employee search): per account a worker with a mobile
// in the account's pool, an area, blocks to lift (a new one each call) and a stored document.

type AccountFixtures = {
  workerId: string;
  areaId: string;
  blockIds: string[];
  lifts: number;
  documentId: string;
};

const blocksPerAccount = 8;

const fixtures = new Map<string, AccountFixtures>();

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareWorkerActionsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(db, {
      accountId,
      firstName: 'Matti',
      lastName: 'Matriisi',
      mobile: '+358401112233',
    });
    const pool = await buildPool(db, { accountId });
    await db.insert(poolMembers).values({ poolId: pool.id, userId: worker.id });
    const area = await buildArea(db, { accountId });
    // Every allowed caller lifts a block of its own: a lifted block answers 409 CONFLICT.
    const blocks = await db
      .insert(workerBlocks)
      .values(
        Array.from({ length: blocksPerAccount }, () => ({
          workerId: worker.id,
          scope: 'account' as const,
          accountId,
          reason: 'Matriisin esto',
        })),
      )
      .returning({ id: workerBlocks.id });
    const documentId = await insertDocument(db, {
      accountId,
      ownerUserId: worker.id,
      kind: 'temporary-contract',
      fileName: 'matriisi.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF-1.3\n%%EOF\n'),
      createdBy: worker.id,
      createdAt: new Date(),
    });
    fixtures.set(accountId, {
      workerId: worker.id,
      areaId: area.id,
      blockIds: blocks.map((block) => block.id),
      lifts: 0,
      documentId,
    });
  }
}

function fixturesOf(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`worker-action access fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const workerActionsAccessFixtures = {
  workerId: (accountId: string) => fixturesOf(accountId).workerId,
  areaId: (accountId: string) => fixturesOf(accountId).areaId,
  /** A block not lifted before (wrapping around after eight). */
  nextBlockId: (accountId: string) => {
    const found = fixturesOf(accountId);
    const blockId = found.blockIds[found.lifts % found.blockIds.length] as string;
    found.lifts += 1;
    return blockId;
  },
  documentId: (accountId: string) => fixturesOf(accountId).documentId,
  /** A valid temporary contract body for the account. */
  temporaryContractBody: (accountId: string) => ({
    accountId,
    contract: 'Matriisisopimus',
    areaId: fixturesOf(accountId).areaId,
    documentId: 'MATRIISI-1',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    locationText: 'Osasto 1',
    salaryText: '20 €/h',
    writtenContract: 'none',
  }),
};
