import { z } from 'zod';
import { locales } from '../shared/constants';
import { pagedSchema } from '../shared/paging';

/** A request as a whole (spec: Document request `status`); `overdue` is derived from the deadline, not stored. */
export const documentRequestStatuses = ['open', 'answered', 'confirmed', 'returned', 'cancelled'] as const;
export type DocumentRequestStatus = (typeof documentRequestStatuses)[number];

/** One document asked for: waiting for the worker, received, then confirmed or returned by HR. */
export const requestedDocumentStatuses = ['waiting', 'received', 'confirmed', 'returned'] as const;
export type RequestedDocumentStatus = (typeof requestedDocumentStatuses)[number];

/** What is asked for (issue 15 §2): a licence, a degree certificate, a tax card, a TB screening, other. */
export const requestedDocumentKinds = ['licence', 'degree', 'tax-card', 'tb-screening', 'other'] as const;
export type RequestedDocumentKind = (typeof requestedDocumentKinds)[number];

/** Kinds whose confirmation needs the licence-granted date, graduation date and credits (spec section 5). */
export const kindsNeedingQualificationDetails: readonly RequestedDocumentKind[] = ['licence', 'degree'];

/** Where the public answer page lives in the web app; the link adds the secret. */
export const documentRequestPagePath = '/invite/document-request';
export const documentRequestMessageKind = 'document-request';

/** The answer (spec: attachment: name, type, link or file). */
export const documentAnswerSchema = z.object({
  name: z.string(),
  /** `file`: an upload checked by its content; `link`: an address the worker gave. */
  type: z.enum(['file', 'link']),
  link: z.string().nullable(),
  contentType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  answeredAt: z.iso.datetime(),
});
export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;

export const qualificationDetailsSchema = z.object({
  licenceGrantedOn: z.iso.date(),
  graduatedOn: z.iso.date(),
  credits: z.number(),
});
export type QualificationDetails = z.infer<typeof qualificationDetailsSchema>;

export const requestedDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(requestedDocumentKinds),
  status: z.enum(requestedDocumentStatuses),
  /** HR's comment when confirming or returning (a returned document says what to fix). */
  comment: z.string().nullable(),
  answer: documentAnswerSchema.nullable(),
  qualification: qualificationDetailsSchema.nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  reviewedByName: z.string().nullable(),
});
export type RequestedDocument = z.infer<typeof requestedDocumentSchema>;

export const documentRequestSummarySchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  title: z.string(),
  workerId: z.uuid(),
  workerName: z.string(),
  status: z.enum(documentRequestStatuses),
  mandatory: z.boolean(),
  deadline: z.iso.date().nullable(),
  overdue: z.boolean(),
  requestedAt: z.iso.datetime(),
  documentCount: z.number().int(),
  receivedCount: z.number().int(),
});
export type DocumentRequestSummary = z.infer<typeof documentRequestSummarySchema>;

export const documentRequestSchema = documentRequestSummarySchema.extend({
  description: z.string().nullable(),
  /** Spec: receiver (who asked) and processer (who last reviewed). */
  requestedByName: z.string().nullable(),
  processedByName: z.string().nullable(),
  linkExpiresAt: z.iso.datetime(),
  documents: z.array(requestedDocumentSchema),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const documentRequestListSchema = pagedSchema(documentRequestSummarySchema);
export type DocumentRequestList = z.infer<typeof documentRequestListSchema>;

/** What the worker sees through the link: the request and its documents, nothing else of the account. */
export const publicDocumentRequestSchema = z.object({
  /** The worker's language: the page opens in it unless the browser already chose one. */
  locale: z.enum(locales).nullable(),
  title: z.string(),
  description: z.string().nullable(),
  company: z.string(),
  firstName: z.string(),
  status: z.enum(documentRequestStatuses),
  deadline: z.iso.date().nullable(),
  mandatory: z.boolean(),
  linkExpiresAt: z.iso.datetime(),
  documents: z.array(
    requestedDocumentSchema.pick({ id: true, name: true, kind: true, status: true, comment: true }),
  ),
});
export type PublicDocumentRequest = z.infer<typeof publicDocumentRequestSchema>;

/** The super-admin's count of open requests (spec: the badge is computed only for super-admin). */
export const documentRequestBadgeSchema = z.object({ count: z.number().int().nullable() });
