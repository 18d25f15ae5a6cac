import {
  type ApplicationInvitation,
  applicationInvitationStatus,
  type PublicApplicationInvitation,
} from '@portal/domain/application-invitations';
import { defaultLocale, isLocale } from '@portal/domain/shared';
import type { InvitationView } from './application-invitations.repository';

/** The language the invitation is written in (the column allows none: Finnish then). */
export const invitationLocale = (view: Pick<InvitationView, 'locale'>) =>
  isLocale(view.locale) ? view.locale : defaultLocale;

export function presentInvitation(view: InvitationView, now: Date): ApplicationInvitation {
  return {
    id: view.id,
    email: view.email,
    mobile: view.mobile,
    firstName: view.firstName,
    lastName: view.lastName,
    locale: invitationLocale(view),
    jobAdId: view.jobAdId,
    jobAdTitle: view.jobAdTitle,
    message: view.message,
    status: applicationInvitationStatus(view, now),
    expiresAt: view.expiresAt.toISOString(),
    openedAt: view.openedAt?.toISOString() ?? null,
    createdAt: view.createdAt.toISOString(),
    invitedByName: view.invitedByName,
    applicantId: view.applicantId,
  };
}

/**
 * The link's view: the invited address only and the ad while it is still listed (an unlisted ad leads to
 * the job board instead, as its registration page would answer 404).
 */
export function presentPublicInvitation(
  view: InvitationView,
  now: Date,
  listedAd: { id: string; title: string } | null,
): PublicApplicationInvitation {
  return {
    accountName: view.accountName,
    jobAdId: listedAd?.id ?? null,
    jobAdTitle: listedAd?.title ?? null,
    firstName: view.firstName,
    email: view.email,
    locale: invitationLocale(view),
    message: view.message,
    status: applicationInvitationStatus(view, now),
  };
}
