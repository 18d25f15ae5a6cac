import {
  answerDocumentWithFilePath,
  answerDocumentWithFileQuerySchema,
  maxUploadBytes,
  publicDocumentRequestSchema,
  publicRequestedDocumentParamsSchema,
  requestedDocumentFilePath,
  requestedDocumentParamsSchema,
} from '@portal/domain/document-requests';
import { DomainError } from '@portal/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { rawBodyOf, registerRawUploadRoutes } from '../../http/raw-upload-scope';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import { rateLimitHook } from '../../http/route-rate-limits';
import type { FileStorage } from '../../lib/file-storage';
import { findDocumentFile } from './document-requests.repository';
import type { DocumentRequestsService } from './document-requests.service';

/**
 * The two file routes, registered directly rather than through registerContract, whose JSON handling does
 * not fit a binary body (decision 0045):
 * - `POST …/public/document-requests/:token/documents/:documentId/file?name=…`: the worker's upload as the
 *   raw body (application/octet-stream), at most 10 MB; its type is decided by its content.
 * - `GET …/accounts/:accountId/document-requests/:requestId/documents/:documentId/file`: the received file,
 *   for the account's staff only (scope 404, then `read DocumentRequests` 403).
 */
export function registerDocumentRequestFilesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  requests: DocumentRequestsService,
  files: FileStorage,
): void {
  registerRawUploadRoutes(app, maxUploadBytes, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      answerDocumentWithFilePath,
      {
        bodyLimit: maxUploadBytes,
        preHandler: rateLimitHook(scope, [{ max: 20, timeWindowMs: 60_000 }]),
        schema: {
          summary:
            'Answer one document with a file (raw body, application/octet-stream, at most 10 MB): PDF, JPEG, PNG or HEIC by content (FILE_TYPE_NOT_ALLOWED, FILE_EXECUTABLE, FILE_TOO_LARGE, FILE_EMPTY)',
          tags: ['document-requests'],
          params: publicRequestedDocumentParamsSchema,
          querystring: answerDocumentWithFileQuerySchema,
          response: { 200: publicDocumentRequestSchema },
        },
      },
      (request) =>
        requests.answerWithFile(
          request.params.token,
          request.params.documentId,
          request.query.name,
          rawBodyOf(request.body),
        ),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    requestedDocumentFilePath,
    {
      schema: {
        summary: 'Download a file a worker sent for a document request (staff of the account only)',
        tags: ['document-requests'],
        security: [{ bearerAuth: [] }],
        params: requestedDocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'DocumentRequests', request.params.accountId);
      const file = await findDocumentFile(dependencies.db, request.params);
      const stream = file ? await files.get(file.fileKey) : null;
      if (!file || !stream) {
        throw new DomainError('NOT_FOUND');
      }
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.sizeBytes)
          .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // A file from outside never runs as a page of the portal, even if opened directly.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-sha256', file.sha256)
          .send(stream)
      );
    },
  );
}
