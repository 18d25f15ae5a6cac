import { maxUploadBytes } from '@portal/domain/document-requests';
import {
  licenceCheckParamsSchema,
  licenceCheckSchema,
  licenceEvidencePath,
  licenceEvidenceQuerySchema,
} from '@portal/domain/licence-checks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { rawBodyOf, registerRawUploadRoutes } from '../../http/raw-upload-scope';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import type { LicenceChecksService } from './licence-checks.service';

/**
 * The evidence routes, registered directly rather than through registerContract, whose JSON handling does
 * not fit a binary body (decision 0045, as the document requests' files):
 * - `POST …/licence-checks/:checkId/evidence?name=…`: a screenshot or PDF of the register page as the raw
 *   body (application/octet-stream), at most 10 MB, its type decided by its content (manage HR).
 * - `GET` the same path: the file, for the account's HR staff only (scope 404, then `read HR` 403).
 */
export function registerLicenceEvidenceRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  checks: LicenceChecksService,
): void {
  registerRawUploadRoutes(app, maxUploadBytes, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      licenceEvidencePath,
      {
        bodyLimit: maxUploadBytes,
        schema: {
          summary:
            'Attach the evidence of a check (raw body, application/octet-stream, at most 10 MB): PDF, JPEG, PNG or HEIC by content (FILE_TYPE_NOT_ALLOWED, FILE_EXECUTABLE, FILE_TOO_LARGE, FILE_EMPTY)',
          tags: ['licence-checks'],
          security: [{ bearerAuth: [] }],
          params: licenceCheckParamsSchema,
          querystring: licenceEvidenceQuerySchema,
          response: { 200: licenceCheckSchema },
        },
      },
      async (request) => {
        const actor = await authenticateRequest(request, dependencies);
        assertRouteAccess(actor, 'manage', 'HR', request.params.accountId);
        return checks.attachEvidence(actor, request.params, request.query.name, rawBodyOf(request.body));
      },
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    licenceEvidencePath,
    {
      schema: {
        summary: 'Download the evidence of a licence check (HR staff of the account only)',
        tags: ['licence-checks'],
        security: [{ bearerAuth: [] }],
        params: licenceCheckParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'HR', request.params.accountId);
      const file = await checks.openEvidence(request.params);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.content.length)
          .header('content-disposition', contentDisposition(file.name, 'attachment'))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // A file from outside never runs as a page of the portal, even if opened directly.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.content)
      );
    },
  );
}
