import { z } from 'zod';

/** Written-contract choice of a temporary contract (spec section 3). */
export const writtenContractChoices = ['existing', 'new', 'none'] as const;
export type WrittenContractChoice = (typeof writtenContractChoices)[number];

export const contractTextMaxLength = 200;
export const documentReferenceMaxLength = 100;
export const contractDetailTextMaxLength = 2000;

/** `kind` of the PDF document a temporary contract produces. */
export const temporaryContractDocumentKind = 'temporary-contract';

/**
 * Where a stored document (a contract PDF) is read: it answers the file itself (application/pdf), not
 * JSON, so it is a path rather than a contract. Bearer token as for every API call.
 */
export const documentDownloadPath = '/api/accounts/:accountId/documents/:documentId';

/** One temporary contract of a worker, as the list and the create answer show it. */
export const temporaryContractSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  accountId: z.uuid(),
  area: z.object({ id: z.uuid(), name: z.string() }),
  contract: z.string(),
  /** The document id the user entered (reference of the paper or e-signed contract). */
  documentId: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  locationText: z.string(),
  salaryText: z.string(),
  writtenContract: z.enum(writtenContractChoices),
  /** The generated PDF (GET documentDownloadPath); null only if none was stored. */
  pdfDocumentId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
});
export type TemporaryContract = z.infer<typeof temporaryContractSchema>;
