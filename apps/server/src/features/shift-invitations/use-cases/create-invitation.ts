import type { Actor } from '@portal/domain/access';
import { DomainError, defaultLocale, isLocale } from '@portal/domain/shared';
import type { CreateShiftInvitationInput } from '@portal/domain/shift-invitations';
import {
  invitationExpiresAt,
  inviteProblem,
  type ShiftInvitation,
  shiftInvitationMessageKind,
  shiftInvitationPagePath,
} from '@portal/domain/shift-invitations';
import { publishChange } from '../../../lib/publish-change';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { renderMessage } from '../../message-templates/message-templates.api';
import { enqueueMail, enqueueSms } from '../../outbox/outbox.api';
import { noteOnShift } from '../../shifts/shifts.api';
import { buildShiftInvitationSms, invitationTemplateValues } from '../shift-invitation-message';
import { presentInvitation } from '../shift-invitations.presenter';
import {
  findAccountShift,
  findInvitee,
  findUserName,
  type InvitableShift,
  insertInvitation,
} from '../shift-invitations.repository';
import type { ShiftIds, ShiftInvitationsServiceDependencies } from './shift-invitation-use-case';

export type CreateInvitationOptions = { actor: Actor; ids: ShiftIds; input: CreateShiftInvitationInput };

function addressOf(shift: InvitableShift): string | null {
  const town = [shift.postcode, shift.city].filter(Boolean).join(' ');
  const parts = [shift.streetAddress, town].filter((part) => part);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Sends the link by e-mail or SMS through the outbox and records `invited` in the shift's history.
 * Only the hash of the link's secret is stored, so the database alone cannot answer for the worker.
 */
export async function createInvitation(
  { db, clock, publicUrl }: ShiftInvitationsServiceDependencies,
  { actor, ids, input }: CreateInvitationOptions,
): Promise<ShiftInvitation> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const shift = await findAccountShift(tx, ids.accountId, ids.shiftId);
    if (!shift) {
      throw new DomainError('NOT_FOUND');
    }
    // Someone not of this account is answered like an unqualified worker: its existence is not confirmed.
    const worker = await findInvitee(tx, ids.accountId, input.workerId, shift.areaId);
    if (!worker) {
      throw new DomainError('WORKER_NOT_ASSIGNABLE');
    }
    const problem = inviteProblem({ shift, worker, channel: input.channel, now });
    if (problem) {
      throw new DomainError(problem);
    }
    const token = createOpaqueToken();
    const invitation = await insertInvitation(tx, {
      accountId: ids.accountId,
      shiftId: shift.id,
      workerId: worker.id,
      channel: input.channel,
      tokenHash: hashToken(token),
      expiresAt: invitationExpiresAt(now, shift.startsAt),
      createdBy: actor.userId,
      createdAt: now,
    });
    const locale = isLocale(worker.locale) ? worker.locale : defaultLocale;
    const message = {
      firstName: worker.firstName,
      areaName: shift.areaName,
      address: addressOf(shift),
      startsAt: shift.startsAt,
      endsAt: shift.endsAt,
      roleType: shift.roleType,
      link: `${publicUrl}${shiftInvitationPagePath}/${token}`,
      expiresAt: invitation.expiresAt,
      company: shift.accountName,
    };
    const outboxId =
      input.channel === 'email'
        ? await enqueueMail(tx, {
            accountId: ids.accountId,
            to: worker.email,
            kind: shiftInvitationMessageKind,
            ...(await renderMessage(tx, {
              accountId: ids.accountId,
              type: 'shift-invitation',
              locale,
              values: invitationTemplateValues(locale, message),
            })),
          })
        : await enqueueSms(tx, {
            accountId: ids.accountId,
            to: (worker.mobile as string).trim(),
            kind: shiftInvitationMessageKind,
            message: buildShiftInvitationSms(locale, message),
          });
    const actorName = await findUserName(tx, actor.userId);
    await noteOnShift(tx, shift, {
      state: 'invited',
      detail: { kind: 'person', name: worker.fullName },
      by: { actorId: actor.userId, processer: { id: actor.userId, name: actorName ?? '' }, at: now },
      audit: {
        action: 'invite-worker',
        changes: { invitationId: invitation.id, workerId: worker.id, channel: input.channel, outboxId },
      },
    });
    await publishChange(tx, {
      accountId: ids.accountId,
      subject: 'Outbox',
      id: outboxId,
      action: 'created',
    });
    return presentInvitation(
      { ...invitation, workerName: worker.fullName, invitedByName: actorName },
      shift,
      now,
    );
  });
}
