import {
  payrollListCsvPath,
  payrollListParamsSchema,
  payrollParamsSchema,
  payslipPdfPath,
  payslipQuerySchema,
} from '@portal/domain/payroll';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import type { PayrollService } from './payroll.service';
import type { PayrollFile } from './use-cases/payroll-files';

function sendFile(reply: FastifyReply, file: PayrollFile, type: string, inline: boolean) {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(file.fileName, inline ? 'inline' : 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/**
 * The payslip PDF (opens in the browser) and a list's CSV export (saved). Registered directly, not through
 * registerContract, whose JSON answers do not fit a file; access is that of reading payroll: the account
 * in the caller's scope (404 outside) and `read Payroll` (403).
 */
export function registerPayrollFilesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  payroll: PayrollService,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  typed.get(
    payslipPdfPath,
    {
      schema: {
        summary: "A worker's payslip as a PDF",
        tags: ['payroll'],
        security,
        params: payrollParamsSchema,
        querystring: payslipQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Payroll', request.params.accountId);
      const file = await payroll.payslipFile({
        ...request.params,
        ...(request.query.language ? { language: request.query.language } : {}),
      });
      return sendFile(reply, file, 'application/pdf', true);
    },
  );

  typed.get(
    payrollListCsvPath,
    {
      schema: {
        summary: "A payroll list's lines as CSV for an external payroll system",
        tags: ['payroll'],
        security,
        params: payrollListParamsSchema,
      },
    },
    async (request, reply) => {
      const actor = await authenticateRequest(request, dependencies);
      assertRouteAccess(actor, 'read', 'Payroll', request.params.accountId);
      const file = await payroll.payrollListCsvFile(request.params);
      return sendFile(reply, file, 'text/csv; charset=utf-8', false);
    },
  );
}
