import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  documentRequestBadgeSchema,
  documentRequestListSchema,
  documentRequestSchema,
  publicDocumentRequestSchema,
} from './document-requests';
import {
  answerWithLinkInputSchema,
  createDocumentRequestInputSchema,
  documentRequestListQuerySchema,
  documentRequestTokenSchema,
  reviewDocumentInputSchema,
} from './document-requests.inputs';

export const documentRequestParamsSchema = accountParamsSchema.extend({ requestId: z.uuid() });
export const requestedDocumentParamsSchema = documentRequestParamsSchema.extend({ documentId: z.uuid() });
export const documentRequestTokenParamsSchema = z.object({ token: documentRequestTokenSchema });
export const publicRequestedDocumentParamsSchema = documentRequestTokenParamsSchema.extend({
  documentId: z.uuid(),
});

// HR's work: admins and agents (the menu subject DocumentRequests); customers see none of it.
const readsRequests = { kind: 'ability', action: 'read', subject: 'DocumentRequests' } as const;
const managesRequests = { kind: 'ability', action: 'manage', subject: 'DocumentRequests' } as const;

export const listDocumentRequestsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/document-requests',
  summary: 'The account’s document requests, newest first (filters: status, worker, overdue)',
  tag: 'document-requests',
  access: readsRequests,
  params: accountParamsSchema,
  query: documentRequestListQuerySchema,
  response: documentRequestListSchema,
});

export const createDocumentRequestContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/document-requests',
  summary:
    'Ask a worker for documents: sends a single-purpose link by e-mail (outbox); at least one document (DOCUMENT_REQUEST_DOCUMENTS_REQUIRED)',
  tag: 'document-requests',
  access: managesRequests,
  params: accountParamsSchema,
  body: createDocumentRequestInputSchema,
  response: documentRequestSchema,
  successStatus: 201,
});

export const getDocumentRequestContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/document-requests/:requestId',
  summary: 'A document request with its documents, answers and reviews',
  tag: 'document-requests',
  access: readsRequests,
  params: documentRequestParamsSchema,
  response: documentRequestSchema,
});

export const cancelDocumentRequestContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/document-requests/:requestId/cancel',
  summary: 'Cancel a request that is not yet confirmed; its link stops working',
  tag: 'document-requests',
  access: managesRequests,
  params: documentRequestParamsSchema,
  response: documentRequestSchema,
});

export const reviewRequestedDocumentContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/document-requests/:requestId/documents/:documentId/review',
  summary:
    'Confirm or return a received document with a comment; a licence or degree needs the licence-granted date, graduation date and credits (DOCUMENT_CONFIRMATION_DETAILS_REQUIRED)',
  tag: 'document-requests',
  access: managesRequests,
  params: requestedDocumentParamsSchema,
  body: reviewDocumentInputSchema,
  response: documentRequestSchema,
});

export const documentRequestBadgeContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/document-request-badge',
  summary: 'The menu badge: open document requests of the account, counted only for super-admins (else null)',
  tag: 'document-requests',
  access: readsRequests,
  params: accountParamsSchema,
  response: documentRequestBadgeSchema,
});

export const getPublicDocumentRequestContract = defineContract({
  method: 'GET',
  path: '/api/public/document-requests/:token',
  summary: 'What the worker sees through the link (no sign-in): the request and the documents asked',
  tag: 'document-requests',
  access: { kind: 'public' },
  params: documentRequestTokenParamsSchema,
  response: publicDocumentRequestSchema,
});

export const answerDocumentWithLinkContract = defineContract({
  method: 'POST',
  path: '/api/public/document-requests/:token/documents/:documentId/link',
  summary: 'Answer one document with a link (name and link required)',
  tag: 'document-requests',
  access: { kind: 'public' },
  params: publicRequestedDocumentParamsSchema,
  body: answerWithLinkInputSchema,
  response: publicDocumentRequestSchema,
});

/** The upload route is registered directly (a binary body); these are its path and query. */
export const answerDocumentWithFilePath = '/api/public/document-requests/:token/documents/:documentId/file';
export const answerDocumentWithFileQuerySchema = z.object({
  name: z.string().trim().min(1, 'ATTACHMENT_NAME_REQUIRED').max(200),
});
export const requestedDocumentFilePath =
  '/api/accounts/:accountId/document-requests/:requestId/documents/:documentId/file';
