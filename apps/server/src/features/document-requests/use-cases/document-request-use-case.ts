import type { DocumentRequest } from '@portal/domain/document-requests';
import { helsinkiDayKey } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import type { FileStorage } from '../../../lib/file-storage';
import { publishChange } from '../../../lib/publish-change';
import { presentRequest } from '../document-requests.presenter';
import { type DocumentRequestRow, findDocuments, findRequestNames } from '../document-requests.repository';

// What the document-request use cases (one per file in this folder) share.

export type DocumentRequestsServiceDependencies = {
  db: Database;
  clock: Clock;
  files: FileStorage;
  /** Origin the links point to, e.g. https://portal.example.fi */
  publicUrl: string;
};

export type RequestIds = { accountId: string; requestId: string };
export type DocumentIds = RequestIds & { documentId: string };

/** The audit subject of every change here. */
export const auditSubject = 'DocumentRequest';

export function todayOf(clock: Clock): string {
  return helsinkiDayKey(clock.now());
}

/** The staff view of a request as it now is (inside the transaction that changed it). */
export async function staffView(
  executor: Executor,
  clock: Clock,
  request: DocumentRequestRow,
): Promise<DocumentRequest> {
  const [names, documents] = await Promise.all([
    findRequestNames(executor, request),
    findDocuments(executor, request.id),
  ]);
  return presentRequest(request, names, documents, todayOf(clock));
}

/** Tells the account's staff screens the request changed (the list and the badge update live). */
export async function announce(
  executor: Executor,
  request: Pick<DocumentRequestRow, 'id' | 'accountId'>,
  action: 'created' | 'updated' = 'updated',
): Promise<void> {
  await publishChange(executor, {
    accountId: request.accountId,
    subject: 'DocumentRequest',
    id: request.id,
    action,
  });
}
