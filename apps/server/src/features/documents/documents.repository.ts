import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { documents } from '../../db/schema/hr.schema';

export type DocumentRow = typeof documents.$inferSelect;

export type NewDocument = {
  accountId: string;
  ownerUserId: string | null;
  kind: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  createdBy: string;
  createdAt: Date;
};

/** Stores a file with its size and SHA-256 (hex), inside the caller's transaction; returns its id. */
export async function insertDocument(executor: Executor, document: NewDocument): Promise<string> {
  const [row] = await executor
    .insert(documents)
    .values({
      ...document,
      sizeBytes: document.content.byteLength,
      sha256: createHash('sha256').update(document.content).digest('hex'),
    })
    .returning({ id: documents.id });
  if (!row) {
    throw new Error('document insert returned no row');
  }
  return row.id;
}

/** A document of the account, or null: documents of other accounts are invisible. */
export async function findAccountDocument(
  executor: Executor,
  accountId: string,
  documentId: string,
): Promise<DocumentRow | null> {
  const [row] = await executor
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.accountId, accountId)));
  return row ?? null;
}
