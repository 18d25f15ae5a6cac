import type { Actor } from '@portal/domain/access';
import type {
  CreateDocumentRequestValues,
  documentRequestListQuerySchema,
  ReviewDocumentValues,
} from '@portal/domain/document-requests';
import type { z } from 'zod';
import { answerWithFile, answerWithLink, getPublicRequest } from './use-cases/answer-request';
import { cancelRequest, reviewDocument } from './use-cases/change-request';
import { createRequest } from './use-cases/create-request';
import type {
  DocumentIds,
  DocumentRequestsServiceDependencies,
  RequestIds,
} from './use-cases/document-request-use-case';
import { documentRequestBadge, getDocumentRequest, listDocumentRequests } from './use-cases/read-requests';

export type { DocumentRequestsServiceDependencies } from './use-cases/document-request-use-case';

/**
 * Document requests (issue 15 §2): HR asks a worker for documents through a single-purpose link, the worker
 * answers each with a file or a link without signing in, and HR confirms or returns each with a comment.
 */
export function createDocumentRequestsService(dependencies: DocumentRequestsServiceDependencies) {
  return {
    list: (accountId: string, query: z.output<typeof documentRequestListQuerySchema>) =>
      listDocumentRequests(dependencies, { accountId, query }),
    get: (ids: RequestIds) => getDocumentRequest(dependencies, ids),
    badge: (actor: Actor, accountId: string) => documentRequestBadge(dependencies, { actor, accountId }),
    create: (actor: Actor, accountId: string, input: CreateDocumentRequestValues) =>
      createRequest(dependencies, { actor, accountId, input }),
    cancel: (actor: Actor, ids: RequestIds) => cancelRequest(dependencies, { actor, ids }),
    review: (actor: Actor, ids: DocumentIds, input: ReviewDocumentValues) =>
      reviewDocument(dependencies, { actor, ids, input }),
    getPublic: (token: string) => getPublicRequest(dependencies, { token }),
    answerWithLink: (token: string, documentId: string, input: { name: string; link: string }) =>
      answerWithLink(dependencies, { token, documentId, input }),
    answerWithFile: (token: string, documentId: string, name: string, content: Buffer) =>
      answerWithFile(dependencies, { token, documentId, name, content }),
  };
}

export type DocumentRequestsService = ReturnType<typeof createDocumentRequestsService>;
