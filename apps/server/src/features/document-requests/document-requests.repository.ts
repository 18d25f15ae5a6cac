import type { DocumentRequestStatus } from '@portal/domain/document-requests';
import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { documentRequests, requestedDocuments } from '../../db/schema/document-requests.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

export type DocumentRequestRow = typeof documentRequests.$inferSelect;
export type RequestedDocumentRow = typeof requestedDocuments.$inferSelect;
export type RequestWithNames = DocumentRequestRow & {
  workerName: string;
  requestedByName: string | null;
  processedByName: string | null;
};

const requester = alias(users, 'requester');
const processer = alias(users, 'processer');
const fullName = (table: typeof users) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

export async function insertRequest(
  executor: Executor,
  values: typeof documentRequests.$inferInsert,
  documents: { name: string; kind: RequestedDocumentRow['kind'] }[],
): Promise<DocumentRequestRow> {
  const [request] = await executor.insert(documentRequests).values(values).returning();
  if (!request) {
    throw new Error('document request insert returned no row');
  }
  await executor
    .insert(requestedDocuments)
    .values(documents.map((document, position) => ({ ...document, position, requestId: request.id })));
  return request;
}

export type RequestListFilter = {
  accountId: string;
  status?: DocumentRequestStatus;
  workerId?: string;
  /** Only requests past their deadline (a Helsinki date) that still owe documents. */
  overdueBefore?: string;
  limit: number;
  offset: number;
};

function listConditions(filter: RequestListFilter): SQL | undefined {
  return and(
    eq(documentRequests.accountId, filter.accountId),
    filter.status ? eq(documentRequests.status, filter.status) : undefined,
    filter.workerId ? eq(documentRequests.workerId, filter.workerId) : undefined,
    filter.overdueBefore
      ? and(
          lt(documentRequests.deadline, filter.overdueBefore),
          inArray(documentRequests.status, ['open', 'returned']),
        )
      : undefined,
  );
}

const documentCounts = {
  documentCount: sql<number>`(select count(*)::int from ${requestedDocuments} where ${requestedDocuments.requestId} = ${documentRequests.id})`,
  receivedCount: sql<number>`(select count(*)::int from ${requestedDocuments} where ${requestedDocuments.requestId} = ${documentRequests.id} and ${requestedDocuments.status} <> 'waiting')`,
};

export async function listRequests(executor: Executor, filter: RequestListFilter) {
  const where = listConditions(filter);
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        request: documentRequests,
        workerName: fullName(users),
        ...documentCounts,
      })
      .from(documentRequests)
      .innerJoin(users, eq(users.id, documentRequests.workerId))
      .where(where)
      .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id))
      .limit(filter.limit)
      .offset(filter.offset),
    executor.select({ value: count() }).from(documentRequests).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The request of the account with the names it shows, or null (another account's answers null too). */
export async function findRequest(
  executor: Executor,
  accountId: string,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRequestRow | null> {
  const query = executor
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.accountId, accountId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findRequestNames(executor: Executor, request: DocumentRequestRow) {
  const [row] = await executor
    .select({
      workerName: fullName(users),
      requestedByName: sql<string | null>`${requester.firstName} || ' ' || ${requester.lastName}`,
      processedByName: sql<string | null>`${processer.firstName} || ' ' || ${processer.lastName}`,
    })
    .from(documentRequests)
    .innerJoin(users, eq(users.id, documentRequests.workerId))
    .leftJoin(requester, eq(requester.id, documentRequests.requestedBy))
    .leftJoin(processer, eq(processer.id, documentRequests.processedBy))
    .where(eq(documentRequests.id, request.id));
  return row ?? { workerName: '', requestedByName: null, processedByName: null };
}

export async function findRequestByTokenHash(
  executor: Executor,
  tokenHash: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRequestRow | null> {
  const query = executor.select().from(documentRequests).where(eq(documentRequests.tokenHash, tokenHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findRequestById(
  executor: Executor,
  requestId: string,
  options: { lock?: boolean } = {},
): Promise<DocumentRequestRow | null> {
  const query = executor.select().from(documentRequests).where(eq(documentRequests.id, requestId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The worker's requests still waiting for answers (open or returned), oldest first. */
export async function findOpenRequestsOfWorker(executor: Executor, workerId: string) {
  return executor
    .select()
    .from(documentRequests)
    .where(
      and(eq(documentRequests.workerId, workerId), inArray(documentRequests.status, ['open', 'returned'])),
    )
    .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id));
}

export async function findDocuments(executor: Executor, requestId: string) {
  return executor
    .select({ document: requestedDocuments, reviewedByName: fullName(users) })
    .from(requestedDocuments)
    .leftJoin(users, eq(users.id, requestedDocuments.reviewedBy))
    .where(eq(requestedDocuments.requestId, requestId))
    .orderBy(asc(requestedDocuments.position));
}

export async function updateDocument(
  executor: Executor,
  documentId: string,
  values: Partial<typeof requestedDocuments.$inferInsert>,
): Promise<void> {
  await executor.update(requestedDocuments).set(values).where(eq(requestedDocuments.id, documentId));
}

export async function updateRequest(
  executor: Executor,
  requestId: string,
  values: Partial<typeof documentRequests.$inferInsert>,
): Promise<void> {
  await executor.update(documentRequests).set(values).where(eq(documentRequests.id, requestId));
}

/** The badge: requests of the account still waiting for the worker (open or returned). */
export async function countOpenRequests(executor: Executor, accountId: string): Promise<number> {
  const [row] = await executor
    .select({ value: count() })
    .from(documentRequests)
    .where(
      and(eq(documentRequests.accountId, accountId), inArray(documentRequests.status, ['open', 'returned'])),
    );
  return row?.value ?? 0;
}

/**
 * What the worker's page names: the worker's first name, the account (the company asking) and the
 * worker's language, which the page opens in.
 */
export async function findPublicNames(executor: Executor, request: DocumentRequestRow) {
  const [row] = await executor
    .select({ firstName: users.firstName, company: accounts.name, locale: users.locale })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, request.accountId))
    .where(eq(users.id, request.workerId));
  return row ?? { firstName: '', company: '', locale: null };
}

const extensionOf: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

/** A received file of a request of the account, with the name to save it under; null if none. */
export async function findDocumentFile(
  executor: Executor,
  ids: { accountId: string; requestId: string; documentId: string },
) {
  const [row] = await executor
    .select({ document: requestedDocuments })
    .from(requestedDocuments)
    .innerJoin(documentRequests, eq(documentRequests.id, requestedDocuments.requestId))
    .where(
      and(
        eq(requestedDocuments.id, ids.documentId),
        eq(documentRequests.id, ids.requestId),
        eq(documentRequests.accountId, ids.accountId),
        eq(requestedDocuments.answerType, 'file'),
      ),
    );
  const document = row?.document;
  if (!document?.fileKey || !document.contentType) {
    return null;
  }
  // The file name is the worker's answer name with the extension of its real type.
  const base = (document.answerName ?? document.name).replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return {
    fileKey: document.fileKey,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes ?? 0,
    sha256: document.sha256 ?? '',
    fileName: `${base}.${extensionOf[document.contentType] ?? 'bin'}`,
  };
}
