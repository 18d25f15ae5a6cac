import { z } from 'zod';
import { defineContract } from '../shared/contract';
import {
  creditDisputeInputSchema,
  disputeLineInputSchema,
  rejectDisputeInputSchema,
} from './invoice-disputes.views';
import { invoiceParamsSchema } from './invoices.contract';
import { invoiceDetailSchema } from './invoices.views';

/** The dispute routes (issue 13 section 3); each answers the invoice's detail with its disputes. */

export const invoiceLineParamsSchema = invoiceParamsSchema.extend({ lineId: z.uuid() });
export type InvoiceLineParams = z.infer<typeof invoiceLineParamsSchema>;
export const invoiceDisputeParamsSchema = invoiceLineParamsSchema.extend({ disputeId: z.uuid() });
export type InvoiceDisputeParams = z.infer<typeof invoiceDisputeParamsSchema>;

export const disputeLineContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/lines/:lineId/disputes',
  summary: 'The customer disputes one line of a sent or paid invoice with a reason',
  tag: 'invoices',
  access: { kind: 'ability', action: 'create', subject: 'InvoiceDispute' },
  params: invoiceLineParamsSchema,
  body: disputeLineInputSchema,
  response: invoiceDetailSchema,
  successStatus: 201,
});

export const creditDisputeContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/lines/:lineId/disputes/:disputeId/credit',
  summary: 'Answer an open dispute by crediting its line: a credit note linked to the dispute',
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceDisputeParamsSchema,
  body: creditDisputeInputSchema,
  response: invoiceDetailSchema,
});

export const rejectDisputeContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/invoices/:invoiceId/lines/:lineId/disputes/:disputeId/reject',
  summary: 'Answer an open dispute by rejecting it with a reason',
  tag: 'invoices',
  access: { kind: 'ability', action: 'update', subject: 'Invoices' },
  params: invoiceDisputeParamsSchema,
  body: rejectDisputeInputSchema,
  response: invoiceDetailSchema,
});
