import { getStartedProgressContract, workerTaxCardPath } from '@portal/domain/onboarding';
import { DomainError, workerParamsSchema } from '@portal/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies, registerContract } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import type { FileStorage } from '../../lib/file-storage';
import { findWorkerTaxCard, getStartedProgress } from './use-cases/get-started-progress';

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

/**
 * HR's side of the checklist on the worker page: the progress (admins and agents), and the tax card the
 * worker sent, a payroll document (`read Payroll`: agents and customers get 403; scope 404 first).
 */
export function registerWorkerTaxCardRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  files: FileStorage,
): void {
  registerContract(app, dependencies, getStartedProgressContract, ({ params }) =>
    getStartedProgress(dependencies.db, params),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    workerTaxCardPath,
    {
      schema: {
        summary: 'Download the tax card the worker sent through the get-started link (payroll roles only)',
        tags: ['onboarding'],
        security: [{ bearerAuth: [] }],
        params: workerParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Payroll', request.params.accountId);
      const card = await findWorkerTaxCard(dependencies.db, request.params);
      const stream = await files.get(card.fileKey);
      if (!stream) {
        throw new DomainError('NOT_FOUND');
      }
      return (
        reply
          .header('content-type', card.contentType)
          .header('content-length', card.sizeBytes)
          .header(
            'content-disposition',
            contentDisposition(`verokortti.${extensions[card.contentType] ?? 'bin'}`, 'attachment'),
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // A file from outside never runs as a page of the portal, even if opened directly.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-sha256', card.sha256)
          .send(stream)
      );
    },
  );
}
