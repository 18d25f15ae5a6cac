import type { Executor } from '../../db/client';
import { type AccessRows, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import {
  documentRequestsAccessFixtures as fixtures,
  matrixPdf,
  prepareDocumentRequestsAccessFixtures,
  publicTokens,
} from './document-requests-access-fixtures';

const prepare = (db: Executor, world: Tenancy) =>
  prepareDocumentRequestsAccessFixtures(db, matrixAccountIds(world), world.accountA1.id);

const base = (accountId: string) => `/api/accounts/${accountId}/document-requests`;

/**
 * Who may use the document-request routes (the access matrix, http/access-matrix.routes.test.ts): HR's
 * work, so admins and agents (subject DocumentRequests), never customers; the worker answers through the
 * link without signing in.
 */
export const documentRequestsAccessRows: AccessRows = {
  'GET /api/accounts/:accountId/document-requests': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: base(accountId) }),
  },
  'POST /api/accounts/:accountId/document-requests': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: base(accountId),
      payload: {
        workerId: fixtures.workerId(accountId),
        title: 'Verokortti 2027',
        description: null,
        mandatory: true,
        deadline: '2026-12-15',
        documents: [{ name: 'Verokortti', kind: 'tax-card' }],
      },
    }),
  },
  'GET /api/accounts/:accountId/document-requests/:requestId': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${base(accountId)}/${fixtures.requestId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/document-requests/:requestId/cancel': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'POST',
      url: `${base(accountId)}/${fixtures.nextCancellable(accountId)}/cancel`,
    }),
  },
  'POST /api/accounts/:accountId/document-requests/:requestId/documents/:documentId/review': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => {
      const { requestId, documentId } = fixtures.nextReviewable(accountId);
      return {
        method: 'POST',
        url: `${base(accountId)}/${requestId}/documents/${documentId}/review`,
        payload: { decision: 'confirm', comment: null },
      };
    },
  },
  'GET /api/accounts/:accountId/document-requests/:requestId/documents/:documentId/file': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({
      method: 'GET',
      url: `${base(accountId)}/${fixtures.requestId(accountId)}/documents/${fixtures.fileDocumentId(accountId)}/file`,
    }),
  },
  'GET /api/accounts/:accountId/document-request-badge': {
    allowed: staff,
    accountScoped: true,
    prepare,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/document-request-badge` }),
  },
  'GET /api/public/document-requests/:token': {
    allowed: 'public',
    prepare,
    request: () => ({ method: 'GET', url: `/api/public/document-requests/${publicTokens.show}` }),
  },
  'POST /api/public/document-requests/:token/documents/:documentId/link': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `/api/public/document-requests/${publicTokens.link}/documents/${fixtures.publicDocumentId('link')}/link`,
      payload: { name: 'Verokortti', link: 'https://vero.example/verokortti.pdf' },
    }),
  },
  'POST /api/public/document-requests/:token/documents/:documentId/file': {
    allowed: 'public',
    prepare,
    request: () => ({
      method: 'POST',
      url: `/api/public/document-requests/${publicTokens.file}/documents/${fixtures.publicDocumentId('file')}/file?name=verokortti.pdf`,
      headers: { 'content-type': 'application/octet-stream' },
      payload: matrixPdf,
    }),
  },
};
