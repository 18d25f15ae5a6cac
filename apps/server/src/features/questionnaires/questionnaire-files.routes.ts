import {
  questionnaireParamsSchema,
  questionnaireResultsCsvPath,
  questionnaireResultsCsvQuerySchema,
} from '@portal/domain/questionnaires';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import type { QuestionnairesService } from './questionnaires.service';

/**
 * The results as CSV (saved, one row per response). Registered directly, not through registerContract,
 * whose JSON answers do not fit a file; access is that of reading the results: the account in the
 * caller's scope (404 outside) and `read Communications` (403).
 */
export function registerQuestionnaireFilesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  questionnaires: QuestionnairesService,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    questionnaireResultsCsvPath,
    {
      schema: {
        summary: "A questionnaire's responses as CSV, one row per response",
        tags: ['questionnaires'],
        security: [{ bearerAuth: [] }],
        params: questionnaireParamsSchema,
        querystring: questionnaireResultsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Communications', request.params.accountId);
      const file = await questionnaires.resultsFile(request.params, request.query.language);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(file.fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}
