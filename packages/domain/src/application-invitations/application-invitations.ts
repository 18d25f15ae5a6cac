import { z } from 'zod';
import { locales } from '../shared/constants';
import { pagedSchema } from '../shared/paging';

/** The link works 14 days from sending (a resend starts the 14 days again with a new link). */
export const applicationInvitationValidDays = 14;

/**
 * open: the link works; used: the person registered (the invitation points at the applicant);
 * expired: 14 days passed unused; cancelled: a recruiter withdrew it. Only open ones can be resent or
 * cancelled.
 */
export const applicationInvitationStatuses = ['open', 'used', 'expired', 'cancelled'] as const;
export type ApplicationInvitationStatus = (typeof applicationInvitationStatuses)[number];

/** The status from the row's facts at a moment: cancelled and used are final, then the clock decides. */
export function applicationInvitationStatus(
  invitation: { cancelledAt: Date | null; applicantId: string | null; expiresAt: Date },
  now: Date,
): ApplicationInvitationStatus {
  if (invitation.cancelledAt !== null) {
    return 'cancelled';
  }
  if (invitation.applicantId !== null) {
    return 'used';
  }
  return invitation.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** What staff see of a sent invitation. */
export const applicationInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  mobile: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  locale: z.enum(locales),
  jobAdId: z.uuid().nullable(),
  jobAdTitle: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(applicationInvitationStatuses),
  expiresAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  invitedByName: z.string().nullable(),
  applicantId: z.uuid().nullable(),
});
export type ApplicationInvitation = z.infer<typeof applicationInvitationSchema>;

export const applicationInvitationListSchema = pagedSchema(applicationInvitationSchema);
export type ApplicationInvitationList = z.infer<typeof applicationInvitationListSchema>;

/**
 * What the link shows without sign-in: who invites, to which ad, and the invited address only, so the
 * registration can start with it. Nothing else of the account or of other people.
 */
export const publicApplicationInvitationSchema = z.object({
  accountName: z.string(),
  jobAdId: z.uuid().nullable(),
  jobAdTitle: z.string().nullable(),
  firstName: z.string().nullable(),
  email: z.string(),
  locale: z.enum(locales),
  message: z.string().nullable(),
  status: z.enum(applicationInvitationStatuses),
});
export type PublicApplicationInvitation = z.infer<typeof publicApplicationInvitationSchema>;
