import {
  contractSigningPdfPath,
  contractSigningSignedPdfPath,
  contractSigningTokenParamsSchema,
  employmentContractParamsSchema,
  employmentContractPdfPath,
  employmentContractPdfQuerySchema,
} from '@portal/domain/employment-contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import { rateLimitHook } from '../../http/route-rate-limits';
import { originOf } from './contract-signing.routes';
import type { EmploymentContractsService } from './employment-contracts.service';

function sendPdf(reply: FastifyReply, file: { content: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(file.fileName, 'inline'))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/**
 * The PDF routes, registered directly (a binary answer does not fit registerContract's JSON):
 * - `GET …/employment-contracts/:contractId/pdf[?version=signed]`: the draft, the copy sent, or the sealed
 *   one (404 CONTRACT_NOT_SIGNED before signing); scope 404, then `read Payroll` 403.
 * - `GET /api/public/contract-signing/:token/pdf` and `/signed-pdf`: the worker's through the link.
 */
export function registerEmploymentContractFilesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  contracts: EmploymentContractsService,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    employmentContractPdfPath,
    {
      schema: {
        summary:
          'The contract as a PDF: the draft, the copy sent, or (`version=signed`) the sealed signed copy',
        tags: ['employment-contracts'],
        security: [{ bearerAuth: [] }],
        params: employmentContractParamsSchema,
        querystring: employmentContractPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Payroll', request.params.accountId);
      return sendPdf(reply, await contracts.pdf(request.params, request.query.version));
    },
  );
  const publicSchema = (summary: string) => ({
    summary,
    tags: ['employment-contracts'],
    params: contractSigningTokenParamsSchema,
  });
  const limited = { preHandler: rateLimitHook(app, [{ max: 30, timeWindowMs: 60_000 }]) };
  typed.get(
    contractSigningPdfPath,
    { ...limited, schema: publicSchema('The contract to read through the link (recorded as viewed)') },
    async (request, reply) =>
      sendPdf(reply, await contracts.signingPdf(request.params.token, originOf(request))),
  );
  typed.get(
    contractSigningSignedPdfPath,
    { ...limited, schema: publicSchema('The worker’s signed copy (404 CONTRACT_NOT_SIGNED before signing)') },
    async (request, reply) => sendPdf(reply, await contracts.signedPdf(request.params.token)),
  );
}
