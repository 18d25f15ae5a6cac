import { accountParamsSchema, DomainError } from '@portal/domain/shared';
import { documentDownloadPath } from '@portal/domain/temporary-contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import { findAccountDocument } from './documents.repository';

const documentParamsSchema = accountParamsSchema.extend({ documentId: z.uuid() });

/** `path` -> Fastify's `:name` syntax is the same, so the domain path is used as is. */
const documentRoutePath = documentDownloadPath;

/**
 * `GET /api/accounts/:accountId/documents/:documentId`: the stored file itself (a contract PDF). It is
 * registered directly rather than through registerContract, whose JSON serialisation does not fit a
 * binary answer; access is the same: Bearer token, the account in the caller's scope (404 outside), then
 * `read Worker` (403): the documents are workers' contracts, which customers do not see.
 */
export function registerDocumentsRoutes(app: FastifyInstance, dependencies: RouteDependencies): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    documentRoutePath,
    {
      schema: {
        summary: 'Download a stored document (e.g. a temporary contract PDF) of the account',
        description: 'Answers the file with its content type (application/pdf) and file name.',
        tags: ['documents'],
        security: [{ bearerAuth: [] }],
        params: documentParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Worker', request.params.accountId);
      const document = await findAccountDocument(
        dependencies.db,
        request.params.accountId,
        request.params.documentId,
      );
      if (!document) {
        throw new DomainError('NOT_FOUND');
      }
      return reply
        .header('content-type', document.contentType)
        .header('content-length', document.sizeBytes)
        .header('content-disposition', contentDisposition(document.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', document.sha256)
        .send(document.content);
    },
  );
}
