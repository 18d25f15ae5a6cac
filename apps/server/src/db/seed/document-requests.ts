import { createHash } from 'node:crypto';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import type { documentRequests, requestedDocuments } from '../schema/document-requests.schema';
import type { users } from '../schema/users.schema';
import { deriveId, seedIds } from './ids';
import { processorIdOf } from './staff';

type RequestRow = typeof documentRequests.$inferInsert;
type DocumentRow = typeof requestedDocuments.$inferInsert;
type WorkerRow = Pick<typeof users.$inferInsert, 'id' | 'accountId'>;

const dayMs = 86_400_000;

/** A link hash no one holds the secret of: the demo's links are never mailed. */
const unusableTokenHash = (key: string) =>
  createHash('sha256').update(`demo-document-request:${key}`).digest('hex');

/**
 * Demo document requests of the main account (issue 15 §2), so the list and the request page have data
 * right after start: a licence and degree request whose deadline passed a week ago (overdue, nothing
 * answered) and a tax card answered with a link, waiting for HR's review.
 */
export function buildDocumentRequests(
  workers: readonly WorkerRow[],
  now: Date,
): { requests: RequestRow[]; documents: DocumentRow[] } {
  const [first, second] = workers.filter((worker) => worker.accountId === seedIds.accounts.south);
  if (!first?.id || !second?.id) {
    return { requests: [], documents: [] };
  }
  const today = helsinkiDayKey(now);
  const requestedBy = processorIdOf(seedIds.accounts.south);
  const common = {
    accountId: seedIds.accounts.south,
    linkExpiresAt: new Date(now.getTime() + 30 * dayMs),
    requestedBy,
    createdAt: new Date(now.getTime() - 21 * dayMs),
    updatedAt: new Date(now.getTime() - 2 * dayMs),
  };
  const licenceId = deriveId('document-request:licence');
  const taxCardId = deriveId('document-request:tax-card');
  return {
    requests: [
      {
        ...common,
        id: licenceId,
        workerId: first.id,
        title: 'Laillistus ja tutkintotodistus',
        description:
          'Lähetäthän Valviran laillistuspäätöksen ja tutkintotodistuksen ennen ensimmäistä vuoroa.',
        mandatory: true,
        deadline: addDays(today, -7),
        status: 'open',
        tokenHash: unusableTokenHash('licence'),
      },
      {
        ...common,
        id: taxCardId,
        workerId: second.id,
        title: 'Verokortti',
        description: 'Palkanmaksua varten tarvitsemme voimassa olevan verokortin.',
        mandatory: false,
        deadline: addDays(today, 14),
        status: 'answered',
        tokenHash: unusableTokenHash('tax-card'),
      },
    ],
    documents: [
      {
        id: deriveId('requested-document:licence'),
        requestId: licenceId,
        position: 1,
        name: 'Laillistuspäätös',
        kind: 'licence',
      },
      {
        id: deriveId('requested-document:degree'),
        requestId: licenceId,
        position: 2,
        name: 'Tutkintotodistus',
        kind: 'degree',
      },
      {
        id: deriveId('requested-document:tax-card'),
        requestId: taxCardId,
        position: 1,
        name: 'Verokortti',
        kind: 'tax-card',
        status: 'received',
        answerName: 'Verokortti OmaVerosta',
        answerType: 'link',
        answerLink: 'https://www.vero.fi/henkiloasiakkaat/verokortti-ja-veroilmoitus/verokortti/',
        answeredAt: new Date(now.getTime() - 2 * dayMs),
      },
    ],
  };
}
