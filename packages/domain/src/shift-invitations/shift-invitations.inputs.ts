import { z } from 'zod';
import { invitationChannels } from './shift-invitations';

/** Invite one worker to one shift, by e-mail or SMS. */
export const createShiftInvitationInputSchema = z.object({
  workerId: z.uuid(),
  channel: z.enum(invitationChannels),
});
export type CreateShiftInvitationInput = z.infer<typeof createShiftInvitationInputSchema>;

/**
 * The secret of a link. Any shape up to a sane length is looked up, so a mistyped or truncated link
 * answers INVITATION_INVALID rather than a validation error the worker cannot act on.
 */
export const invitationTokenSchema = z.string().min(1).max(100);
