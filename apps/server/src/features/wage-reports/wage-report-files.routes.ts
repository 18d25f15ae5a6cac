import {
  type PayerSummaryReportParams,
  payerSummaryReportParamsSchema,
  payerSummaryReportXmlPath,
  type WageReportParams,
  wageReportInvalidationXmlPath,
  wageReportParamsSchema,
  wageReportXmlPath,
} from '@portal/domain/incomes-register';
import { DomainError } from '@portal/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import { getPayerSummaryReportRow } from './use-cases/payer-summary-reports';
import { getWageReportRow } from './use-cases/wage-report-use-case';

function sendXml(reply: FastifyReply, xml: string, fileName: string) {
  return reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName, 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(xml);
}

/**
 * The files to upload in the register's e-service (decision 0044): a report's WageReportsRequestToIR, its
 * cancellation once made, and a separate report's PayerSummaryReportsRequestToIR, saved as
 * `<report id>.xml`. Registered directly (a file is not JSON); access as reading: the account in scope
 * (404 outside), `read Wages` (403). The files carry identity codes: never cached.
 */
export function registerWageReportFilesRoutes(app: FastifyInstance, dependencies: RouteDependencies): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const authorize = async (request: FastifyRequest<{ Params: { accountId: string } }>) => {
    const actor = await authenticateRequest(request, dependencies);
    assertRouteAccess(actor, 'read', 'Wages', request.params.accountId);
  };
  const schema = (summary: string, params: typeof wageReportParamsSchema) => ({
    summary,
    tags: ['wage-reports'],
    security: [{ bearerAuth: [] }],
    params,
  });

  typed.get(
    wageReportXmlPath,
    { schema: schema('An earnings payment report as WageReportsRequestToIR XML', wageReportParamsSchema) },
    async (request: FastifyRequest<{ Params: WageReportParams }>, reply) => {
      await authorize(request);
      const row = await getWageReportRow(dependencies.db, request.params.accountId, request.params.reportId);
      return sendXml(reply, row.xml, `${row.reportId}.xml`);
    },
  );

  typed.get(
    wageReportInvalidationXmlPath,
    { schema: schema("A report's cancellation as InvalidationsRequestToIR XML", wageReportParamsSchema) },
    async (request: FastifyRequest<{ Params: WageReportParams }>, reply) => {
      await authorize(request);
      const row = await getWageReportRow(dependencies.db, request.params.accountId, request.params.reportId);
      if (row.invalidationXml === null) {
        throw new DomainError('NOT_FOUND', { id: row.id });
      }
      return sendXml(reply, row.invalidationXml, `${row.reportId}-mitatointi.xml`);
    },
  );

  typed.get(
    payerSummaryReportXmlPath,
    {
      schema: schema(
        "An employer's separate report as PayerSummaryReportsRequestToIR XML",
        payerSummaryReportParamsSchema,
      ),
    },
    async (request: FastifyRequest<{ Params: PayerSummaryReportParams }>, reply) => {
      await authorize(request);
      const row = await getPayerSummaryReportRow(
        dependencies.db,
        request.params.accountId,
        request.params.reportId,
      );
      return sendXml(reply, row.xml, `${row.reportId}.xml`);
    },
  );
}
