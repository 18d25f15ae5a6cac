import { z } from 'zod';
import { hasAnyTarget, messageTargetsSchema } from '../messaging/message-targets';
import { pageQueryFields } from '../shared/paging';
import { parsePhoneNumber } from '../shared/validators';
import { smsMaxLength } from '../worker-messages/worker-messages';
import { smsRecipientStatuses } from './sms-broadcasts';

/** Issue messages the editor shows its own texts for (errors.<CODE> in the web app). */
export const smsBroadcastIssues = {
  titleRequired: 'SMS_TITLE_REQUIRED',
  textRequired: 'SMS_TEXT_REQUIRED',
  targetRequired: 'SMS_TARGET_REQUIRED',
  mobileInvalid: 'SMS_OPT_OUT_MOBILE_INVALID',
} as const;

export const smsTitleMaxLength = 200;

/** Spec §5: title and text required; at least one target (region, cities or roles). */
export const smsBroadcastInputSchema = z.object({
  title: z.string().trim().min(1, smsBroadcastIssues.titleRequired).max(smsTitleMaxLength),
  message: z.string().trim().min(1, smsBroadcastIssues.textRequired).max(smsMaxLength),
  targets: messageTargetsSchema.refine(hasAnyTarget, {
    message: smsBroadcastIssues.targetRequired,
    path: ['region'],
  }),
});
export type SmsBroadcastInput = z.input<typeof smsBroadcastInputSchema>;
export type SmsBroadcastValues = z.output<typeof smsBroadcastInputSchema>;

export const smsBroadcastListQuerySchema = z.object({ ...pageQueryFields() });
export type SmsBroadcastListQuery = z.input<typeof smsBroadcastListQuerySchema>;

export const smsRecipientListQuerySchema = z.object({
  status: z.enum(smsRecipientStatuses).optional(),
  ...pageQueryFields(),
});
export type SmsRecipientListQuery = z.input<typeof smsRecipientListQuerySchema>;

/** A number HR adds to the opt-outs, as people write it; stored in E.164 like the users' numbers. */
export const smsOptOutInputSchema = z.object({
  mobile: z
    .string()
    .trim()
    .refine((value) => parsePhoneNumber(value) !== null, { message: smsBroadcastIssues.mobileInvalid })
    .transform((value) => parsePhoneNumber(value) ?? value),
});
export type SmsOptOutInput = z.input<typeof smsOptOutInputSchema>;

export const smsOptOutListQuerySchema = z.object({
  search: z.string().trim().max(40).optional(),
  ...pageQueryFields(),
});
export type SmsOptOutListQuery = z.input<typeof smsOptOutListQuerySchema>;
