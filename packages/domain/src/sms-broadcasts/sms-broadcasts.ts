import { z } from 'zod';
import { pagedSchema } from '../shared/paging';

/** A bulk SMS: drafted, then sending (recipients fixed, the sender at work), then sent or failed. */
export const smsBroadcastStatuses = ['draft', 'sending', 'sent', 'failed'] as const;
export type SmsBroadcastStatus = (typeof smsBroadcastStatuses)[number];

/** What became of the message to one recipient. */
export const smsRecipientStatuses = ['queued', 'sending', 'sent', 'failed', 'opted_out'] as const;
export type SmsRecipientStatus = (typeof smsRecipientStatuses)[number];

/** Spec §9: SMS pages of 10. */
export const smsBroadcastPageSize = 10;

/** Recipient counts by status, the progress the list shows while sending. */
export const smsBroadcastProgressSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  optedOut: z.number().int(),
});
export type SmsBroadcastProgress = z.infer<typeof smsBroadcastProgressSchema>;

export const smsBroadcastSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  title: z.string(),
  message: z.string(),
  encoding: z.enum(['gsm7', 'ucs2']),
  segments: z.number().int(),
  targets: z.object({
    region: z.string().nullable(),
    cities: z.array(z.string()),
    roles: z.array(z.string()),
  }),
  status: z.enum(smsBroadcastStatuses),
  /** Fixed when sending starts; null for a draft (ask `recipient-count`). */
  recipientCount: z.number().int().nullable(),
  progress: smsBroadcastProgressSchema.nullable(),
  createdByName: z.string().nullable(),
  approvedByName: z.string().nullable(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SmsBroadcast = z.infer<typeof smsBroadcastSchema>;
export const smsBroadcastListSchema = pagedSchema(smsBroadcastSchema);
export type SmsBroadcastList = z.infer<typeof smsBroadcastListSchema>;

/** What sending would cost, shown before the confirmation. */
export const smsRecipientCountSchema = z.object({
  recipients: z.number().int(),
  /** Reached by the targets but left out: opted out, or no mobile number. */
  optedOut: z.number().int(),
  withoutMobile: z.number().int(),
  segments: z.number().int(),
  totalSegments: z.number().int(),
  costly: z.boolean(),
});
export type SmsRecipientCount = z.infer<typeof smsRecipientCountSchema>;

export const smsBroadcastRecipientSchema = z.object({
  workerId: z.uuid(),
  name: z.string(),
  mobile: z.string(),
  status: z.enum(smsRecipientStatuses),
  attempts: z.number().int(),
  error: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
});
export type SmsBroadcastRecipient = z.infer<typeof smsBroadcastRecipientSchema>;
export const smsBroadcastRecipientListSchema = pagedSchema(smsBroadcastRecipientSchema);
export type SmsBroadcastRecipientList = z.infer<typeof smsBroadcastRecipientListSchema>;

export const smsOptOutSchema = z.object({
  mobile: z.string(),
  source: z.enum(['reply', 'staff']),
  createdAt: z.iso.datetime(),
});
export type SmsOptOut = z.infer<typeof smsOptOutSchema>;
export const smsOptOutListSchema = pagedSchema(smsOptOutSchema);
