import type {
  DocumentRequest,
  DocumentRequestSummary,
  RequestedDocument,
} from '@portal/domain/document-requests';
import { buildMe } from '@/testing/build-me';

export const me = buildMe('admin');
export const accountId = me.accounts[0]?.id ?? '';
export const requestId = '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f601';
export const apiBase = `/api/accounts/${accountId}/document-requests`;

export function buildSummary(overrides: Partial<DocumentRequestSummary> = {}): DocumentRequestSummary {
  return {
    id: requestId,
    accountId,
    title: 'Aloitusasiakirjat',
    workerId: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f6aa',
    workerName: 'Säde Öhman',
    status: 'open',
    mandatory: true,
    deadline: '2026-11-30',
    overdue: false,
    requestedAt: '2026-11-22T10:00:00.000Z',
    documentCount: 2,
    receivedCount: 0,
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<RequestedDocument> = {}): RequestedDocument {
  return {
    id: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f610',
    name: 'Laillistamistodistus',
    kind: 'licence',
    status: 'received',
    comment: null,
    answer: {
      name: 'laillistus.pdf',
      type: 'file',
      link: null,
      contentType: 'application/pdf',
      sizeBytes: 1234,
      answeredAt: '2026-11-23T08:00:00.000Z',
    },
    qualification: null,
    reviewedAt: null,
    reviewedByName: null,
    ...overrides,
  };
}

export function buildRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    ...buildSummary({ status: 'answered', receivedCount: 2 }),
    description: 'Tarvitsemme nämä ennen ensimmäistä vuoroa.',
    requestedByName: 'Anna Admin',
    processedByName: null,
    linkExpiresAt: '2026-12-22T10:00:00.000Z',
    documents: [
      buildDocument(),
      buildDocument({
        id: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f611',
        name: 'Verokortti',
        kind: 'tax-card',
        answer: {
          name: 'Verokortti',
          type: 'link',
          link: 'https://vero.example/verokortti',
          contentType: null,
          sizeBytes: null,
          answeredAt: '2026-11-23T08:05:00.000Z',
        },
      }),
    ],
    ...overrides,
  };
}
