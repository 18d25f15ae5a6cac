import {
  type InvoiceDetail,
  type InvoiceParams,
  invoiceFinvoicePath,
  invoiceParamsSchema,
  invoicePdfPath,
} from '@portal/domain/billing';
import { DomainError } from '@portal/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../http/content-disposition';
import { assertRouteAccess, type RouteDependencies } from '../../http/register-contract';
import { authenticateRequest } from '../../http/request-actor';
import type { Clock } from '../../lib/clock';
import { renderFinvoice } from './documents/finvoice';
import { renderInvoicePdf } from './documents/invoice-pdf';
import { loadInvoiceDetail } from './invoices.api';

/** The file's name as people save it: `lasku-1001.pdf`, `hyvityslasku-1002.pdf`, `finvoice-1001.xml`. */
function fileBaseOf(invoice: InvoiceDetail): string {
  return `${invoice.kind === 'credit-note' ? 'hyvityslasku' : 'lasku'}-${invoice.number}`;
}

function sendFile(
  reply: FastifyReply,
  content: Buffer | string,
  type: string,
  fileName: string,
  inline: boolean,
) {
  return reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(fileName, inline ? 'inline' : 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(content);
}

/**
 * `GET .../invoices/:invoiceId/pdf` and `.../finvoice`: a sent invoice or credit note as a PDF (opens in the
 * browser) and as a Finvoice 3.0 message (saved). Registered directly, not through registerContract, whose
 * JSON answers do not fit a file; access is the same as reading the invoice: the account in the caller's
 * scope (404 outside), `read Invoices` (403), and a customer sees no drafts (404). A draft has no number,
 * reference or date yet, so it has no file: 409 INVOICE_NOT_ALLOWED.
 */
export function registerInvoiceFilesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  clock: Clock,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const loadSent = async (request: FastifyRequest<{ Params: InvoiceParams }>) => {
    const actor = await authenticateRequest(request, dependencies);
    assertRouteAccess(actor, 'read', 'Invoices', request.params.accountId);
    const invoice = await loadInvoiceDetail(
      dependencies.db,
      clock,
      actor,
      request.params.accountId,
      request.params.invoiceId,
    );
    if (invoice.number === null || invoice.status === 'deleted') {
      throw new DomainError('INVOICE_NOT_ALLOWED');
    }
    return invoice;
  };
  const schema = (summary: string) => ({
    summary,
    tags: ['invoices'],
    security: [{ bearerAuth: [] }],
    params: invoiceParamsSchema,
  });

  typed.get(
    invoicePdfPath,
    { schema: schema('A sent invoice or credit note as a PDF') },
    async (request, reply) => {
      const invoice = await loadSent(request);
      return sendFile(
        reply,
        await renderInvoicePdf(invoice),
        'application/pdf',
        `${fileBaseOf(invoice)}.pdf`,
        true,
      );
    },
  );

  typed.get(
    invoiceFinvoicePath,
    { schema: schema('A sent invoice or credit note as a Finvoice 3.0 e-invoice message') },
    async (request, reply) => {
      const invoice = await loadSent(request);
      return sendFile(
        reply,
        renderFinvoice(invoice, clock.now()),
        'application/xml; charset=utf-8',
        `finvoice-${invoice.number}.xml`,
        false,
      );
    },
  );
}
