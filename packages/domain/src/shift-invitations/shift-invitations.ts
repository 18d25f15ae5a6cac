import { z } from 'zod';

/**
 * What became of an invitation. `pending` waits for the worker; `accepted` booked the shift; `declined` is
 * the worker's no; `expired` passed its deadline unanswered; `taken` means the shift was no longer free
 * (someone else got it first, or it was cancelled or removed); `revoked` means staff withdrew the link
 * before the worker answered.
 */
export const invitationStates = ['pending', 'accepted', 'declined', 'expired', 'taken', 'revoked'] as const;
export type InvitationState = (typeof invitationStates)[number];

/** The stored answer of an invitation (or staff's withdrawal of it); null while nobody has answered. */
export const invitationResponses = ['accepted', 'declined', 'taken', 'revoked'] as const;
export type InvitationResponse = (typeof invitationResponses)[number];

/** How the link reaches the worker: through the mail or the SMS outbox. */
export const invitationChannels = ['email', 'sms'] as const;
export type InvitationChannel = (typeof invitationChannels)[number];

/** How long a link stays valid at most; it never outlives the start of its shift. */
export const invitationTtlHours = 48;

/** The outbox `kind` of invitation messages. */
export const shiftInvitationMessageKind = 'shift-invitation';

/** The public page a link opens; the token is the last segment. */
export const shiftInvitationPagePath = '/invite/shift-confirmation';

/** One invitation as staff see it on the shift. */
export const shiftInvitationSchema = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  channel: z.enum(invitationChannels),
  state: z.enum(invitationStates),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  respondedAt: z.iso.datetime({ offset: true }).nullable(),
  invitedByName: z.string().nullable(),
});
export type ShiftInvitation = z.infer<typeof shiftInvitationSchema>;

/** The invitations of one shift, newest first. */
export const shiftInvitationListSchema = z.object({ items: z.array(shiftInvitationSchema) });
export type ShiftInvitationList = z.infer<typeof shiftInvitationListSchema>;

/**
 * What the invited worker sees without signing in: only their own first name and the shift. Nothing about
 * other workers, and no ids that would open anything else.
 */
export const publicShiftInvitationSchema = z.object({
  state: z.enum(invitationStates),
  firstName: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  shift: z.object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    roleType: z.string().nullable(),
    requirements: z.string().nullable(),
  }),
  gigTitle: z.string().nullable(),
  area: z.object({
    name: z.string(),
    streetAddress: z.string().nullable(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
  }),
});
export type PublicShiftInvitation = z.infer<typeof publicShiftInvitationSchema>;
