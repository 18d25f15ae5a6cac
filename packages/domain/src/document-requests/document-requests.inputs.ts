import { z } from 'zod';
import { pageQueryFields } from '../shared/paging';
import {
  documentRequestStatuses,
  kindsNeedingQualificationDetails,
  requestedDocumentKinds,
} from './document-requests';

/** Issue messages the forms show their own texts for (errors.<CODE> in the web app). */
export const documentRequestIssues = {
  documentsRequired: 'DOCUMENT_REQUEST_DOCUMENTS_REQUIRED',
  attachmentNameRequired: 'ATTACHMENT_NAME_REQUIRED',
  linkOrFileRequired: 'ATTACHMENT_LINK_OR_FILE_REQUIRED',
  confirmationDetailsRequired: 'DOCUMENT_CONFIRMATION_DETAILS_REQUIRED',
} as const;

export const documentRequestTitleMaxLength = 200;
export const documentRequestDescriptionMaxLength = 4000;

/** Spec section 5: "Document request: at least 1 document". */
export const createDocumentRequestInputSchema = z.object({
  workerId: z.uuid(),
  title: z.string().trim().min(1).max(documentRequestTitleMaxLength),
  description: z
    .string()
    .trim()
    .max(documentRequestDescriptionMaxLength)
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  mandatory: z.boolean(),
  deadline: z.iso.date().nullable(),
  documents: z
    .array(
      z.object({
        name: z.string().trim().min(1, documentRequestIssues.attachmentNameRequired).max(200),
        kind: z.enum(requestedDocumentKinds),
      }),
    )
    .min(1, documentRequestIssues.documentsRequired)
    .max(20),
});
export type CreateDocumentRequestInput = z.input<typeof createDocumentRequestInputSchema>;
export type CreateDocumentRequestValues = z.output<typeof createDocumentRequestInputSchema>;

export const documentRequestListQuerySchema = z.object({
  status: z.enum(documentRequestStatuses).optional(),
  workerId: z.uuid().optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  ...pageQueryFields(),
});
export type DocumentRequestListQuery = z.input<typeof documentRequestListQuerySchema>;

/**
 * HR's review of a received document. Spec section 5: "Document confirmation: licence-granted date,
 * graduation date and credits required" — for a licence or a degree (`kind`, which the form sends back).
 */
export const reviewDocumentInputSchema = z
  .object({
    decision: z.enum(['confirm', 'return']),
    comment: z
      .string()
      .trim()
      .max(2000)
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    licenceGrantedOn: z.iso.date().nullable().default(null),
    graduatedOn: z.iso.date().nullable().default(null),
    credits: z.number().min(0).max(1000).nullable().default(null),
  })
  .superRefine((input, context) => {
    if (input.decision === 'return' && !input.comment) {
      context.addIssue({ code: 'custom', path: ['comment'], message: 'DOCUMENT_RETURN_COMMENT_REQUIRED' });
    }
  });
export type ReviewDocumentInput = z.input<typeof reviewDocumentInputSchema>;
export type ReviewDocumentValues = z.output<typeof reviewDocumentInputSchema>;

/** The fields a confirmation of this kind lacks (empty when it may be confirmed). */
export function missingConfirmationDetails(
  kind: (typeof requestedDocumentKinds)[number],
  input: Pick<ReviewDocumentValues, 'licenceGrantedOn' | 'graduatedOn' | 'credits'>,
): ('licenceGrantedOn' | 'graduatedOn' | 'credits')[] {
  if (!kindsNeedingQualificationDetails.includes(kind)) {
    return [];
  }
  return (['licenceGrantedOn', 'graduatedOn', 'credits'] as const).filter((field) => input[field] === null);
}

/**
 * The worker's answer by link. Spec section 5: "attachment name required; link or file required" (a file
 * comes through the upload route instead).
 */
export const answerWithLinkInputSchema = z.object({
  name: z.string().trim().min(1, documentRequestIssues.attachmentNameRequired).max(200),
  link: z
    .string()
    .trim()
    .min(1, documentRequestIssues.linkOrFileRequired)
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: 'LINK_INVALID' })),
});
export type AnswerWithLinkInput = z.input<typeof answerWithLinkInputSchema>;

/** The secret of a link: any shape up to a sane length is looked up (a bad one answers LINK_INVALID). */
export const documentRequestTokenSchema = z.string().min(1).max(100);
