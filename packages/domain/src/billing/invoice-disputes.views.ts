import { z } from 'zod';

/**
 * Disputes of invoice lines (issue 13 section 3): the customer disputes one line of a sent or paid invoice
 * with a reason; staff answer each dispute by crediting the line (a credit note through the credit use
 * case) or by rejecting it with a reason; the customer sees the answer. One open dispute per line.
 */

export const invoiceDisputeStatuses = ['open', 'credited', 'rejected'] as const;
export type InvoiceDisputeStatus = (typeof invoiceDisputeStatuses)[number];

export const disputeTextMaxLength = 2000;

/** The answers a dispute takes: only an open one is answered, once. */
export const invoiceDisputeTransitions: Readonly<
  Record<'credit' | 'reject', { from: readonly InvoiceDisputeStatus[]; to: InvoiceDisputeStatus }>
> = {
  credit: { from: ['open'], to: 'credited' },
  reject: { from: ['open'], to: 'rejected' },
};

export function disputeStatusAfter(
  status: InvoiceDisputeStatus,
  answer: keyof typeof invoiceDisputeTransitions,
): InvoiceDisputeStatus | null {
  const transition = invoiceDisputeTransitions[answer];
  return transition.from.includes(status) ? transition.to : null;
}

export const invoiceDisputeSchema = z.object({
  id: z.uuid(),
  lineId: z.uuid(),
  reason: z.string(),
  status: z.enum(invoiceDisputeStatuses),
  answer: z.string().nullable(),
  creditNoteId: z.uuid().nullable(),
  creditNoteNumber: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  createdByName: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  answeredByName: z.string().nullable(),
});
export type InvoiceDispute = z.infer<typeof invoiceDisputeSchema>;

export const disputeLineInputSchema = z.object({
  reason: z.string().trim().min(1).max(disputeTextMaxLength),
});
export type DisputeLineInput = z.infer<typeof disputeLineInputSchema>;

export const creditDisputeInputSchema = z.object({
  answer: z.string().trim().max(disputeTextMaxLength).nullable().optional(),
});
export type CreditDisputeInput = z.infer<typeof creditDisputeInputSchema>;

export const rejectDisputeInputSchema = z.object({
  answer: z.string().trim().min(1).max(disputeTextMaxLength),
});
export type RejectDisputeInput = z.infer<typeof rejectDisputeInputSchema>;
