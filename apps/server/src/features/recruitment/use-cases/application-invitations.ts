import type { Actor } from '@portal/domain/access';
import {
  type ApplicationInvitation,
  type ApplicationInvitationList,
  applicationInvitationStatus,
  applicationInvitationValidDays,
  type createApplicationInvitationInputSchema,
} from '@portal/domain/application-invitations';
import { DomainError, formatDate, helsinkiDayKey, pageOffset } from '@portal/domain/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { findPublicJobAdRow } from '../../job-ads/job-ads.api';
import { enqueueMail, enqueueSms } from '../../outbox/outbox.api';
import { applicationInvitationMessages } from '../application-invitation-messages';
import { invitationLocale, presentInvitation } from '../application-invitations.presenter';
import {
  findInvitation,
  type InvitationView,
  insertInvitation,
  listInvitations,
  updateInvitation,
} from '../application-invitations.repository';
import type { RecruitmentDependencies } from './registration-use-case';

type CreateInput = z.output<typeof createApplicationInvitationInputSchema>;
type Target = { actor: Actor; accountId: string; invitationId: string };

export const applicationInvitationPagePath = '/invite/application';
const auditSubject = 'ApplicationInvitation';
const day = 86_400_000;

/** E-mails the link (and texts it when there is a mobile) in the invitation's language, via the outboxes. */
async function sendLink(
  tx: Executor,
  publicUrl: string,
  invitation: InvitationView,
  token: string,
): Promise<string[]> {
  const texts = applicationInvitationMessages(invitationLocale(invitation));
  const facts = {
    firstName: invitation.firstName,
    company: invitation.accountName,
    title: invitation.jobAdTitle,
    message: invitation.message,
    link: `${publicUrl}${applicationInvitationPagePath}/${token}`,
    until: formatDate(new Date(invitation.expiresAt.getTime() - 1)),
  };
  const { accountId } = invitation;
  const ids = [
    await enqueueMail(tx, {
      accountId,
      to: invitation.email,
      kind: 'application-invitation',
      ...texts.mail(facts),
    }),
  ];
  if (invitation.mobile) {
    ids.push(
      await enqueueSms(tx, {
        accountId,
        to: invitation.mobile,
        kind: 'application-invitation',
        message: texts.sms(facts),
      }),
    );
  }
  for (const id of ids) {
    await publishChange(tx, { accountId, subject: 'Outbox', id, action: 'created' });
  }
  return ids;
}

async function loadInvitation(tx: Executor, accountId: string, id: string): Promise<InvitationView> {
  const invitation = await findInvitation(tx, accountId, id);
  if (!invitation) {
    throw new DomainError('NOT_FOUND');
  }
  return invitation;
}

/**
 * Saves the invitation with only the SHA-256 of its 256-bit link secret and sends the link. An ad must
 * be one of the account's listed ads, since the link leads to its registration page.
 */
export async function createInvitation(
  { db, clock, publicUrl }: RecruitmentDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: CreateInput },
): Promise<ApplicationInvitation> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (input.jobAdId !== null) {
      const ad = await findPublicJobAdRow(tx, helsinkiDayKey(now), input.jobAdId);
      if (ad?.accountId !== accountId) {
        throw new DomainError('APPLICATION_INVITATION_JOB_AD_INVALID');
      }
    }
    const token = createOpaqueToken();
    const id = await insertInvitation(tx, {
      ...input,
      accountId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + applicationInvitationValidDays * day),
      invitedBy: actor.userId,
      createdAt: now,
    });
    const invitation = await loadInvitation(tx, accountId, id);
    const outboxIds = await sendLink(tx, publicUrl, invitation, token);
    // Who was invited to what; the address and number are personal data and stay out of the log.
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: id,
      changes: {
        after: { jobAdId: input.jobAdId, locale: input.locale, sms: input.mobile !== null },
        outboxIds,
      },
    });
    return presentInvitation(invitation, now);
  });
}

/** A new link for another 14 days (the old one stops working); for an open or expired invitation. */
export async function resendInvitation(
  { db, clock, publicUrl }: RecruitmentDependencies,
  { actor, accountId, invitationId }: Target,
): Promise<ApplicationInvitation> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const current = await loadInvitation(tx, accountId, invitationId);
    const status = applicationInvitationStatus(current, now);
    if (status !== 'open' && status !== 'expired') {
      throw new DomainError('APPLICATION_INVITATION_CLOSED', { status });
    }
    const token = createOpaqueToken();
    const expiresAt = new Date(now.getTime() + applicationInvitationValidDays * day);
    await updateInvitation(tx, invitationId, { tokenHash: hashToken(token), expiresAt });
    const invitation = { ...current, expiresAt };
    const outboxIds = await sendLink(tx, publicUrl, invitation, token);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'resend',
      subject: auditSubject,
      subjectId: invitationId,
      changes: { before: { status }, after: { status: 'open' }, outboxIds },
    });
    return presentInvitation(invitation, now);
  });
}

/** Withdraws an open invitation: its link answers 410 from now on. */
export async function cancelInvitation(
  { db, clock }: RecruitmentDependencies,
  { actor, accountId, invitationId }: Target,
): Promise<ApplicationInvitation> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const current = await loadInvitation(tx, accountId, invitationId);
    const status = applicationInvitationStatus(current, now);
    if (status !== 'open') {
      throw new DomainError('APPLICATION_INVITATION_CLOSED', { status });
    }
    await updateInvitation(tx, invitationId, { cancelledAt: now });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'cancel',
      subject: auditSubject,
      subjectId: invitationId,
      changes: { before: { status }, after: { status: 'cancelled' } },
    });
    return presentInvitation({ ...current, cancelledAt: now }, now);
  });
}

export async function listAccountInvitations(
  { db, clock }: RecruitmentDependencies,
  query: { accountId: string; status?: string | undefined; page: number; perPage: number },
): Promise<ApplicationInvitationList> {
  const now = clock.now();
  const { rows, total } = await listInvitations(db, {
    accountId: query.accountId,
    status: query.status,
    now,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return { items: rows.map((row) => presentInvitation(row, now)), total };
}
