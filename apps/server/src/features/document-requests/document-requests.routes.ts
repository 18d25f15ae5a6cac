import {
  answerDocumentWithLinkContract,
  cancelDocumentRequestContract,
  createDocumentRequestContract,
  documentRequestBadgeContract,
  getDocumentRequestContract,
  getPublicDocumentRequestContract,
  listDocumentRequestsContract,
  reviewRequestedDocumentContract,
} from '@portal/domain/document-requests';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { DocumentRequestsService } from './document-requests.service';

const minute = 60_000;

export function registerDocumentRequestsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  requests: DocumentRequestsService,
): void {
  registerContract(app, dependencies, listDocumentRequestsContract, ({ params, query }) =>
    requests.list(params.accountId, query),
  );
  registerContract(app, dependencies, createDocumentRequestContract, ({ actor, params, body }) =>
    requests.create(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getDocumentRequestContract, ({ params }) => requests.get(params));
  registerContract(app, dependencies, cancelDocumentRequestContract, ({ actor, params }) =>
    requests.cancel(actor, params),
  );
  registerContract(app, dependencies, reviewRequestedDocumentContract, ({ actor, params, body }) =>
    requests.review(actor, params, body),
  );
  registerContract(app, dependencies, documentRequestBadgeContract, ({ actor, params }) =>
    requests.badge(actor, params.accountId),
  );
  // Public, like the shift invitations: limited per client address so the page cannot load the server.
  registerContract(
    app,
    dependencies,
    getPublicDocumentRequestContract,
    ({ params }) => requests.getPublic(params.token),
    { rateLimit: { max: 60, timeWindowMs: minute } },
  );
  registerContract(
    app,
    dependencies,
    answerDocumentWithLinkContract,
    ({ params, body }) => requests.answerWithLink(params.token, params.documentId, body),
    { rateLimit: { max: 20, timeWindowMs: minute } },
  );
}
