import { z } from 'zod';
import { locales } from '../shared/constants';
import { pageQueryFields } from '../shared/paging';
import { unknownTemplateFields } from './contract-merge-fields';
import { signingCodeLength } from './contract-signing-rules';
import { contractStatuses, contractTermsSchema, signingChannels } from './employment-contracts';

export const contractTemplateNameMaxLength = 200;
export const contractTemplateBodyMaxLength = 50_000;

/** A template's name, language and text; a merge field outside the list is refused by name. */
export const contractTemplateInputSchema = z.object({
  name: z.string().trim().min(1).max(contractTemplateNameMaxLength),
  locale: z.enum(locales),
  body: z
    .string()
    .trim()
    .min(1)
    .max(contractTemplateBodyMaxLength)
    .superRefine((body, context) => {
      const unknown = unknownTemplateFields(body);
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: 'CONTRACT_TEMPLATE_UNKNOWN_FIELD',
          params: { field: unknown[0] },
        });
      }
    }),
});
export type ContractTemplateInput = z.input<typeof contractTemplateInputSchema>;
export type ContractTemplateValues = z.output<typeof contractTemplateInputSchema>;

const titleSchema = z.string().trim().max(200);

/** A draft from a template for a worker; an empty title takes the template's name. */
export const createEmploymentContractInputSchema = z.object({
  workerId: z.uuid(),
  templateId: z.uuid(),
  title: titleSchema
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null),
  countersignRequired: z.boolean().default(false),
  terms: contractTermsSchema,
});
export type CreateEmploymentContractInput = z.input<typeof createEmploymentContractInputSchema>;
export type CreateEmploymentContractValues = z.output<typeof createEmploymentContractInputSchema>;

/** A draft's changes; the text is merged again from its template with the new terms. */
export const updateEmploymentContractInputSchema = z.object({
  templateId: z.uuid(),
  title: titleSchema.min(1),
  countersignRequired: z.boolean(),
  terms: contractTermsSchema,
});
export type UpdateEmploymentContractInput = z.input<typeof updateEmploymentContractInputSchema>;
export type UpdateEmploymentContractValues = z.output<typeof updateEmploymentContractInputSchema>;

/** Send (or send again): one or both channels and the last day to sign (a Helsinki date, today or later). */
export const sendEmploymentContractInputSchema = z.object({
  channels: z
    .array(z.enum(signingChannels))
    .min(1, 'CONTRACT_CHANNELS_REQUIRED')
    .max(2)
    .transform((channels) => [...new Set(channels)]),
  deadline: z.iso.date(),
});
export type SendEmploymentContractInput = z.input<typeof sendEmploymentContractInputSchema>;
export type SendEmploymentContractValues = z.output<typeof sendEmploymentContractInputSchema>;

export const employmentContractSorts = [
  'created-desc',
  'created-asc',
  'worker-asc',
  'worker-desc',
  'starts-asc',
  'starts-desc',
] as const;
export type EmploymentContractSort = (typeof employmentContractSorts)[number];

export const employmentContractListQuerySchema = z.object({
  status: z.enum(contractStatuses).optional(),
  /** Part of the worker's name. */
  search: z.string().trim().max(100).optional(),
  workerId: z.uuid().optional(),
  sort: z.enum(employmentContractSorts).default('created-desc'),
  ...pageQueryFields(),
});
export type EmploymentContractListQuery = z.input<typeof employmentContractListQuerySchema>;
export type ParsedEmploymentContractListQuery = z.output<typeof employmentContractListQuerySchema>;

/** The secret of a signing link: any shape up to a sane length is looked up (unknown answers 404). */
export const contractSigningTokenSchema = z.string().min(1).max(100);

export const requestSigningCodeInputSchema = z.object({ channel: z.enum(signingChannels) });
export type RequestSigningCodeInput = z.input<typeof requestSigningCodeInputSchema>;

export const verifySigningCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${signingCodeLength}}$`), 'CONTRACT_CODE_INVALID'),
});
export type VerifySigningCodeInput = z.input<typeof verifySigningCodeInputSchema>;

/** The signature: the worker's name as typed and the explicit consent (domain-rules §7). */
export const signContractInputSchema = z.object({
  fullName: z.string().trim().min(1).max(200),
  consent: z.literal(true, 'CONTRACT_CONSENT_REQUIRED'),
});
export type SignContractInput = z.input<typeof signContractInputSchema>;

export const declineContractInputSchema = z.object({
  reason: z.string().trim().min(1, 'CONTRACT_DECLINE_REASON_REQUIRED').max(2000),
});
export type DeclineContractInput = z.input<typeof declineContractInputSchema>;
