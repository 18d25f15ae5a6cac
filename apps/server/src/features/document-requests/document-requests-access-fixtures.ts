import type { Executor } from '../../db/client';
import { documentRequests, requestedDocuments } from '../../db/schema/document-requests.schema';
import { createLocalFileStorage } from '../../lib/file-storage';
import { hashToken } from '../../lib/tokens';
import { buildWorker } from '../../testing/factories';
import { testFilesDir } from '../../testing/test-app';

// Records the access-matrix test names in its document-request calls: per account a worker and a request
// with a received file, plus requests and received documents to use up (a cancelled request or a reviewed
// document cannot be cancelled or reviewed again); in the first account, links with known secrets for
// the public routes.

const perAccount = 8;
type AccountFixtures = {
  workerId: string;
  requestId: string;
  fileDocumentId: string;
  cancellables: string[];
  reviewables: { requestId: string; documentId: string }[];
  used: { cancel: number; review: number };
};

const fixtures = new Map<string, AccountFixtures>();

export const publicTokens = {
  show: 'matriisi-asiakirjapyynto-nayta-00000000000',
  link: 'matriisi-asiakirjapyynto-linkki-0000000000',
  file: 'matriisi-asiakirjapyynto-tiedosto-00000000',
};
const publicDocumentIds = new Map<string, string>();

// Well after the tests' clock (2026-11-22), so no link has expired.
const linkExpiresAt = new Date('2027-01-31T10:00:00Z');
export const matrixPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function addRequest(
  db: Executor,
  accountId: string,
  workerId: string,
  token: string,
  documentStatus: 'waiting' | 'received',
  fileKey: string | null = null,
) {
  const [request] = await db
    .insert(documentRequests)
    .values({
      accountId,
      workerId,
      title: 'Matriisin pyyntö',
      tokenHash: hashToken(token),
      linkExpiresAt,
      status: documentStatus === 'received' ? 'answered' : 'open',
    })
    .returning({ id: documentRequests.id });
  const [document] = await db
    .insert(requestedDocuments)
    .values({
      requestId: request?.id ?? '',
      position: 0,
      name: 'Verokortti',
      kind: 'tax-card',
      status: documentStatus,
      ...(documentStatus === 'received'
        ? {
            answerName: 'verokortti.pdf',
            answerType: 'file' as const,
            fileKey,
            contentType: 'application/pdf',
            sizeBytes: matrixPdf.length,
            sha256: 'matriisi',
            answeredAt: linkExpiresAt,
          }
        : {}),
    })
    .returning({ id: requestedDocuments.id });
  return { requestId: request?.id ?? '', documentId: document?.id ?? '' };
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareDocumentRequestsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
  publicAccountId: string,
): Promise<void> {
  const files = createLocalFileStorage(testFilesDir);
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const worker = await buildWorker(db, { accountId, firstName: 'Maija', lastName: 'Matriisi' });
    const fileKey = await files.put('document-requests', matrixPdf);
    const main = await addRequest(db, accountId, worker.id, `matriisi-${accountId}`, 'received', fileKey);
    const cancellables: string[] = [];
    const reviewables: { requestId: string; documentId: string }[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      const open = await addRequest(
        db,
        accountId,
        worker.id,
        `matriisi-peru-${accountId}-${index}`,
        'waiting',
      );
      cancellables.push(open.requestId);
      reviewables.push(
        await addRequest(
          db,
          accountId,
          worker.id,
          `matriisi-arvio-${accountId}-${index}`,
          'received',
          fileKey,
        ),
      );
    }
    if (accountId === publicAccountId) {
      await addRequest(db, accountId, worker.id, publicTokens.show, 'waiting');
      for (const kind of ['link', 'file'] as const) {
        const request = await addRequest(db, accountId, worker.id, publicTokens[kind], 'waiting');
        publicDocumentIds.set(kind, request.documentId);
      }
    }
    fixtures.set(accountId, {
      workerId: worker.id,
      requestId: main.requestId,
      fileDocumentId: main.documentId,
      cancellables,
      reviewables,
      used: { cancel: 0, review: 0 },
    });
  }
}

function of(accountId: string): AccountFixtures {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`document request fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const documentRequestsAccessFixtures = {
  workerId: (accountId: string) => of(accountId).workerId,
  requestId: (accountId: string) => of(accountId).requestId,
  fileDocumentId: (accountId: string) => of(accountId).fileDocumentId,
  nextCancellable: (accountId: string) => {
    const account = of(accountId);
    account.used.cancel += 1;
    return account.cancellables[(account.used.cancel - 1) % perAccount] as string;
  },
  nextReviewable: (accountId: string) => {
    const account = of(accountId);
    account.used.review += 1;
    return account.reviewables[(account.used.review - 1) % perAccount] as {
      requestId: string;
      documentId: string;
    };
  },
  publicDocumentId: (kind: 'link' | 'file') => publicDocumentIds.get(kind) ?? '',
};
