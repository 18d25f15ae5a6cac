import { z } from 'zod';
import { emailSubjectMaxLength, emailTextMaxLength, smsMaxLength } from './worker-messages';

/**
 * An SMS to one worker. Kept as typed (no trim): the segment count is of the text that is sent. A text
 * over `smsMaxLength` is refused whole (SMS_TOO_LONG), never cut.
 */
export const sendWorkerSmsInputSchema = z.object({
  message: z
    .string()
    .max(smsMaxLength, { message: 'SMS_TOO_LONG' })
    .refine((value) => value.trim().length > 0, { message: 'REQUIRED' }),
  /**
   * The sender confirmed a costly message (more than `costlySmsSegmentLimit` parts); without it the server
   * refuses one with SMS_CONFIRMATION_REQUIRED, so no client sends a costly SMS by one click.
   */
  confirmCostly: z.boolean().optional(),
});
export type SendWorkerSmsInput = z.infer<typeof sendWorkerSmsInputSchema>;

/** An e-mail to one worker: a subject and a plain-text body. */
export const sendWorkerEmailInputSchema = z.object({
  subject: z.string().trim().min(1).max(emailSubjectMaxLength),
  text: z.string().trim().min(1).max(emailTextMaxLength),
});
export type SendWorkerEmailInput = z.infer<typeof sendWorkerEmailInputSchema>;
