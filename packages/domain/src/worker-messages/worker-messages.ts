import { z } from 'zod';
import type { StaffRole } from '../access/roles';

/**
 * An SMS of more parts than this is costly (spec section 5: "Costly SMS cannot be sent without contacting
 * an administrator"). Three parts are 459 GSM-7 or 201 UCS-2 characters: a normal shift message fits in one.
 */
export const costlySmsSegmentLimit = 3;

/** Roles that may send a costly SMS; the others are told to contact an admin (SMS_COSTLY). */
export const costlySmsRoles: readonly StaffRole[] = ['super-admin', 'organization-admin', 'admin'];

/** Longest SMS text accepted (gateways split up to about ten parts; 1600 is the common ceiling). */
export const smsMaxLength = 1600;
export const emailSubjectMaxLength = 200;
export const emailTextMaxLength = 10_000;

/** The outbox `kind` of messages staff send to one worker. */
export const workerMessageKind = 'worker-message';

/** What the server answers once a message is in the outbox (the outbox job delivers it). */
export const queuedSmsSchema = z.object({
  outboxId: z.uuid(),
  to: z.string(),
  encoding: z.enum(['gsm7', 'ucs2']),
  segments: z.number().int(),
});
export type QueuedSms = z.infer<typeof queuedSmsSchema>;

export const queuedEmailSchema = z.object({ outboxId: z.uuid(), to: z.string() });
export type QueuedEmail = z.infer<typeof queuedEmailSchema>;
