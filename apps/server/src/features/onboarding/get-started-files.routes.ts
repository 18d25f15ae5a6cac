import { maxUploadBytes } from '@portal/domain/document-requests';
import {
  getStartedContractPath,
  getStartedDocumentFilePath,
  getStartedDocumentParamsSchema,
  getStartedTaxCardPath,
  onboardingTokenParamsSchema,
  publicGetStartedSchema,
  taxCardQuerySchema,
} from '@portal/domain/onboarding';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rawBodyOf, registerRawUploadRoutes } from '../../http/raw-upload-scope';
import { rateLimitHook } from '../../http/route-rate-limits';
import type { GetStartedDocumentAnswers } from './use-cases/get-started-documents';
import type { GetStartedUseCases } from './use-cases/get-started-use-cases';

/**
 * The get-started routes that do not fit registerContract's JSON handling:
 * - the two uploads (the tax card, a document request's file) as the raw body, at most 10 MB, their type
 *   decided by content, as the document requests' upload (decision 0045);
 * - the contract step, a 303 to the signing page with a new link for the worker's waiting contract.
 */
export function registerGetStartedFileRoutes(
  app: FastifyInstance,
  getStarted: GetStartedUseCases,
  documents: GetStartedDocumentAnswers,
): void {
  registerRawUploadRoutes(app, maxUploadBytes, (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const preHandler = rateLimitHook(scope, [{ max: 20, timeWindowMs: 60_000 }]);
    typed.post(
      getStartedTaxCardPath,
      {
        bodyLimit: maxUploadBytes,
        preHandler,
        schema: {
          summary:
            'Step 2: the tax card (raw body, application/octet-stream, at most 10 MB; PDF, JPEG, PNG or HEIC by content) and its withholding rate',
          tags: ['onboarding'],
          params: onboardingTokenParamsSchema,
          querystring: taxCardQuerySchema,
          response: { 200: publicGetStartedSchema },
        },
      },
      (request) =>
        getStarted.saveTaxCard(
          request.params.token,
          request.query.withholdingPercent,
          rawBodyOf(request.body),
        ),
    );
    typed.post(
      getStartedDocumentFilePath,
      {
        bodyLimit: maxUploadBytes,
        preHandler,
        schema: {
          summary: 'Step 4: answer one document of an open request with a file (as the request’s own upload)',
          tags: ['onboarding'],
          params: getStartedDocumentParamsSchema,
          querystring: z.object({ name: z.string().trim().min(1, 'ATTACHMENT_NAME_REQUIRED').max(200) }),
          response: { 200: publicGetStartedSchema },
        },
      },
      (request) => documents.withFile(request.params, request.query.name, rawBodyOf(request.body)),
    );
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    getStartedContractPath,
    {
      config: { successStatus: 303 },
      preHandler: rateLimitHook(app, [{ max: 20, timeWindowMs: 60_000 }]),
      schema: {
        summary:
          'Step 3: opens the signing page (303) with a new link for the worker’s contract waiting for a signature',
        tags: ['onboarding'],
        params: onboardingTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const location = await getStarted.contractPage(request.params.token);
      return reply.header('cache-control', 'no-store').redirect(location, 303);
    },
  );
}
