import {
  applicationStatisticsQuerySchema,
  applicationStatisticsSchema,
  getApplicationStatisticsContract as contract,
} from '@portal/domain/application-statistics';
import { accountParamsSchema } from '@portal/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import type { ApplicationStatisticsService } from './application-statistics.service';
import { applicationStatisticsCsv } from './application-statistics-csv';

/**
 * The statistics route. Registered directly, not through registerContract, because `format=csv` answers
 * a file from the same address; access is the contract's (account in scope, else 404; read Applications,
 * else 403), and the JSON answer is still checked against the contract's schema.
 */
export function registerApplicationStatisticsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  service: ApplicationStatisticsService,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    contract.path,
    {
      schema: {
        summary: contract.summary,
        tags: [contract.tag],
        security: [{ bearerAuth: [] }],
        params: accountParamsSchema,
        querystring: applicationStatisticsQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Applications', request.params.accountId);
      const { format, ...period } = request.query;
      const statistics = await service.statistics(request.params.accountId, period);
      if (format === 'csv') {
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            contentDisposition(
              `application-statistics-${statistics.from}-${statistics.to}.csv`,
              'attachment',
            ),
          )
          .header('cache-control', 'private, no-store')
          .send(applicationStatisticsCsv(statistics));
      }
      return reply.send(applicationStatisticsSchema.parse(statistics));
    },
  );
}
