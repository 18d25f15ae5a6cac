import { z } from 'zod';
import { compactIban, isIban } from '../billing/bank-identifiers';
import { publicDocumentRequestSchema } from '../document-requests/document-requests';
import { isPlausibleBirthday } from '../shared/birthday';
import { parsePhoneNumber } from '../shared/validators';
import { isSepaIban } from '../workers/worker-payment-details';

/** Where the get-started checklist lives in the web app; the link adds the secret. */
export const getStartedPagePath = '/get-started';
export const getStartedMessageKind = 'get-started';
/** Where the contract step sends the worker (the employment contracts' signing page). */
export const signingPagePath = '/sign';

/** The checklist's steps, in the order the page shows them. */
export const getStartedSteps = [
  'details',
  'bankAccount',
  'contract',
  'documentRequests',
  'tuberculosisSurvey',
] as const;
export type GetStartedStep = (typeof getStartedSteps)[number];

const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Step 1: the worker confirms (or corrects) the details HR has. */
export const confirmDetailsInputSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  mobile: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .refine((value) => parsePhoneNumber(value) !== null, { message: 'PHONE_INVALID' })
    .transform((value) => parsePhoneNumber(value) ?? value),
  addressCity: requiredText(100),
  birthday: z.iso.date().refine((value) => isPlausibleBirthday(value), { message: 'BIRTHDAY_OUT_OF_RANGE' }),
});
export type ConfirmDetailsInput = z.input<typeof confirmDetailsInputSchema>;

/** Step 2a: the bank account wages are paid to, checked as the payment details are (a SEPA IBAN). */
export const bankAccountInputSchema = z.object({
  iban: z
    .string()
    .trim()
    .min(1, 'IBAN_INVALID')
    .max(50)
    .refine((value) => isIban(value), { message: 'IBAN_INVALID' })
    .refine((value) => !isIban(value) || isSepaIban(value), { message: 'IBAN_NOT_SEPA' })
    .transform((value) => compactIban(value)),
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** Step 2b: the tax card is uploaded as the raw body; the withholding rate on it comes in the query. */
export const taxCardQuerySchema = z.object({
  withholdingPercent: z.coerce
    .number({ message: 'TAX_WITHHOLDING_PERCENT_INVALID' })
    .min(0, 'TAX_WITHHOLDING_PERCENT_INVALID')
    .max(100, 'TAX_WITHHOLDING_PERCENT_INVALID')
    .refine((value) => Math.round(value * 100) === value * 100, {
      message: 'TAX_WITHHOLDING_PERCENT_INVALID',
    }),
});

export const publicGetStartedSchema = z.object({
  firstName: z.string(),
  company: z.string(),
  locale: z.string(),
  linkExpiresAt: z.iso.datetime(),
  completed: z.boolean(),
  details: z.object({
    firstName: z.string(),
    lastName: z.string(),
    mobile: z.string().nullable(),
    addressCity: z.string().nullable(),
    birthday: z.iso.date().nullable(),
    confirmedAt: z.iso.datetime().nullable(),
  }),
  bankAccount: z.object({ ibanMasked: z.string().nullable(), savedAt: z.iso.datetime().nullable() }),
  taxCard: z.object({ withholdingPercent: z.number().nullable(), savedAt: z.iso.datetime().nullable() }),
  /** The employment contract: none sent yet, waiting for the signature (`canSign`), or signed. */
  contract: z.object({ state: z.enum(['none', 'sent', 'signed']), canSign: z.boolean() }),
  /** The worker's open document requests, answered in place. */
  documentRequests: z.array(publicDocumentRequestSchema.extend({ id: z.uuid() })),
  tuberculosisSurvey: z.object({ status: z.enum(['none', 'sent', 'answered']) }),
});
export type PublicGetStarted = z.infer<typeof publicGetStartedSchema>;

export const sendGetStartedLinkResultSchema = z.object({
  id: z.uuid(),
  linkExpiresAt: z.iso.datetime(),
  channels: z.array(z.enum(['email', 'sms'])),
});
export type SendGetStartedLinkResult = z.infer<typeof sendGetStartedLinkResultSchema>;

/** HR's view of a worker's newest checklist: when it was sent and which steps are done (no values). */
export const getStartedProgressSchema = z.object({
  checklist: z
    .object({
      id: z.uuid(),
      sentAt: z.iso.datetime(),
      linkExpiresAt: z.iso.datetime(),
      detailsConfirmedAt: z.iso.datetime().nullable(),
      bankAccountAt: z.iso.datetime().nullable(),
      taxCardAt: z.iso.datetime().nullable(),
      completedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type GetStartedProgress = z.infer<typeof getStartedProgressSchema>;
