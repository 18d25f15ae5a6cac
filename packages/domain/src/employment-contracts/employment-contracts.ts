import { z } from 'zod';
import { locales } from '../shared/constants';
import { pagedSchema } from '../shared/paging';

/** A contract's status (issue 15 §1); the moves are in `contract-states.ts`. */
export const contractStatuses = [
  'draft',
  'sent',
  'viewed',
  'signed',
  'declined',
  'expired',
  'cancelled',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** How the link and the one-time codes reach the worker. */
export const signingChannels = ['email', 'sms'] as const;
export type SigningChannel = (typeof signingChannels)[number];

/** The audit trail's event types (decision 0047); `contract_signing_events.type`. */
export const contractEventTypes = [
  'created',
  'sent',
  'reminder_sent',
  'opened',
  'code_sent',
  'code_verified',
  'code_failed',
  'signed',
  'declined',
  'countersigned',
  'cancelled',
  'expired',
] as const;
export type ContractEventType = (typeof contractEventTypes)[number];
export const contractEventParties = ['worker', 'staff', 'system'] as const;
export type ContractEventParty = (typeof contractEventParties)[number];

/** Where the public signing page lives in the web app; the link adds the secret: `/sign/<secret>`. */
export const contractSigningPagePath = '/sign';

/**
 * The terms a contract is drafted with: the merge values that are not read from the worker or the
 * employer. The wage is the hourly wage in integer cents.
 */
export const contractTermsSchema = z.object({
  role: z.string().trim().min(1).max(200),
  hourlyWageCents: z.number().int().min(0).max(100_000_00),
  startsOn: z.iso.date(),
  /** Null: until further notice. */
  endsOn: z.iso.date().nullable(),
  collectiveAgreement: z.string().trim().max(300).nullable(),
  placeOfWork: z.string().trim().max(300).nullable(),
  probationPeriod: z.string().trim().max(300).nullable(),
  workingHours: z.string().trim().max(300).nullable(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const contractTemplateSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  name: z.string(),
  locale: z.enum(locales),
  body: z.string(),
  archivedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;
export const contractTemplateListSchema = z.object({ items: z.array(contractTemplateSchema) });
export type ContractTemplateList = z.infer<typeof contractTemplateListSchema>;

export const employmentContractSummarySchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  title: z.string(),
  locale: z.enum(locales),
  status: z.enum(contractStatuses),
  startsOn: z.iso.date(),
  endsOn: z.iso.date().nullable(),
  channels: z.array(z.enum(signingChannels)),
  /** The last moment to sign (end of the deadline day, Helsinki); null until sent. */
  expiresAt: z.iso.datetime().nullable(),
  sentAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  countersignRequired: z.boolean(),
  countersignedAt: z.iso.datetime().nullable(),
  /** Signed by the worker, a countersignature required and not yet made. */
  awaitingCountersign: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type EmploymentContractSummary = z.infer<typeof employmentContractSummarySchema>;

export const contractEventSchema = z.object({
  sequence: z.number().int(),
  type: z.enum(contractEventTypes),
  party: z.enum(contractEventParties),
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Event details without secrets: channels, the masked destination, the reason, hashes. */
  data: z.record(z.string(), z.unknown()),
  occurredAt: z.iso.datetime(),
});
export type ContractEvent = z.infer<typeof contractEventSchema>;

export const employmentContractSchema = employmentContractSummarySchema.extend({
  templateId: z.uuid().nullable(),
  terms: contractTermsSchema,
  /** The merged text the PDF shows (lines starting with `#` are headings). */
  body: z.string(),
  viewedAt: z.iso.datetime().nullable(),
  reminderSentAt: z.iso.datetime().nullable(),
  signerName: z.string().nullable(),
  declinedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  countersignedByName: z.string().nullable(),
  /** SHA-256 (hex) of the PDF the worker was shown and of the signed PDF. */
  originalSha256: z.string().nullable(),
  signedSha256: z.string().nullable(),
  /** Whether the audit trail's hash chain is intact. */
  eventChainValid: z.boolean(),
  events: z.array(contractEventSchema),
});
export type EmploymentContract = z.infer<typeof employmentContractSchema>;

export const employmentContractListSchema = pagedSchema(employmentContractSummarySchema);
export type EmploymentContractList = z.infer<typeof employmentContractListSchema>;

export const workerEmploymentContractsSchema = z.object({ items: z.array(employmentContractSummarySchema) });
export type WorkerEmploymentContracts = z.infer<typeof workerEmploymentContractsSchema>;

/** A channel the worker can ask a code through, with its destination masked (`+358 40 *** 67`). */
export const signingChannelOptionSchema = z.object({
  channel: z.enum(signingChannels),
  destination: z.string(),
});

/** What the worker sees through the link: the contract's headline, nothing else of the account. */
export const publicContractSigningSchema = z.object({
  title: z.string(),
  employerName: z.string(),
  firstName: z.string(),
  locale: z.enum(locales),
  status: z.enum(contractStatuses),
  expiresAt: z.iso.datetime().nullable(),
  channels: z.array(signingChannelOptionSchema),
  /** A code was confirmed within the last 15 minutes: the worker may sign. */
  codeVerified: z.boolean(),
  signedAt: z.iso.datetime().nullable(),
  /** The signed copy can be downloaded (`GET .../signed-pdf`). */
  signedPdfAvailable: z.boolean(),
});
export type PublicContractSigning = z.infer<typeof publicContractSigningSchema>;

export const signingCodeSentSchema = z.object({
  channel: z.enum(signingChannels),
  destination: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SigningCodeSent = z.infer<typeof signingCodeSentSchema>;
