import type { Actor } from '@portal/domain/access/actor';
import { defaultLocale, isLocale } from '@portal/domain/shared/constants';
import { DomainError, type ErrorCode } from '@portal/domain/shared/errors';
import {
  type PublicShiftInvitation,
  type ShiftInvitation,
  type ShiftInvitationList,
  shiftInvitationMessageKind,
  shiftInvitationPagePath,
} from '@portal/domain/shift-invitations/shift-invitations';
import type { CreateShiftInvitationInput } from '@portal/domain/shift-invitations/shift-invitations.inputs';
import {
  answerProblem,
  invitationExpiresAt,
  inviteeProblem,
  inviteProblem,
  isBookedFor,
  revokeProblem,
} from '@portal/domain/shift-invitations/shift-invitations.rules';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { enqueueMail, enqueueSms } from '../outbox/outbox.api';
import { bookShift, noteOnShift } from '../shifts/shifts.api';
import { buildShiftInvitationMail, buildShiftInvitationSms } from './shift-invitation-message';
import { presentInvitation, presentPublicInvitation } from './shift-invitations.presenter';
import {
  findAccountShift,
  findFirstName,
  findInvitationByTokenHash,
  findInvitationOfShift,
  findInvitee,
  findShiftById,
  findUserName,
  type InvitableShift,
  type InvitationRow,
  insertInvitation,
  listInvitationsOfShift,
  revokeInvitationIfPending,
  setInvitationResponse,
} from './shift-invitations.repository';

export type ShiftInvitationsServiceDependencies = {
  db: Database;
  clock: Clock;
  /** Origin the links point to, e.g. https://portal.example.fi */
  publicUrl: string;
};

type ShiftIds = { accountId: string; shiftId: string };
type InvitationIds = ShiftIds & { invitationId: string };

/** An answer that changed nothing the worker could use: stored in the transaction, thrown after commit. */
type Outcome = { view: PublicShiftInvitation; error?: undefined } | { error: ErrorCode };

function addressOf(shift: InvitableShift): string | null {
  const town = [shift.postcode, shift.city].filter(Boolean).join(' ');
  const parts = [shift.streetAddress, town].filter((part) => part);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Shift invitations: staff send an open shift to one worker as a signed link; the worker answers through
 * the public page without signing in, and accepting books the shift only while it is still free.
 */
export function createShiftInvitationsService({ db, clock, publicUrl }: ShiftInvitationsServiceDependencies) {
  async function publicView(executor: Executor, invitation: InvitationRow): Promise<PublicShiftInvitation> {
    const shift = await findShiftById(executor, invitation.shiftId);
    if (!shift) {
      throw new DomainError('INVITATION_INVALID');
    }
    const firstName = await findFirstName(executor, invitation.workerId);
    return presentPublicInvitation(invitation, shift, firstName, clock.now());
  }

  /** Publishes an answer that left the shift as it was, so its invitations refresh live. */
  async function announce(executor: Executor, invitation: InvitationRow) {
    await publishChange(executor, {
      accountId: invitation.accountId,
      subject: 'Shift',
      id: invitation.shiftId,
      action: 'updated',
    });
  }

  /** The invitation behind a link, locked, and whether it may still be answered. */
  async function openForAnswer(tx: Executor, token: string) {
    const invitation = await findInvitationByTokenHash(tx, hashToken(token), { lock: true });
    if (!invitation) {
      return { error: 'INVITATION_INVALID' as const };
    }
    const problem = answerProblem(invitation, clock.now());
    if (problem) {
      return { error: problem };
    }
    return { invitation };
  }

  return {
    /**
     * Sends the link by e-mail or SMS through the outbox and records `invited` in the shift's history.
     * Only the hash of the link's secret is stored, so the database alone cannot answer for the worker.
     */
    async createInvitation(
      actor: Actor,
      ids: ShiftIds,
      input: CreateShiftInvitationInput,
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
                ...buildShiftInvitationMail(locale, message),
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
    },

    /** The invitations of a shift of the account, newest first. */
    async listInvitations(ids: ShiftIds): Promise<ShiftInvitationList> {
      const shift = await findAccountShift(db, ids.accountId, ids.shiftId);
      if (!shift) {
        throw new DomainError('NOT_FOUND');
      }
      const rows = await listInvitationsOfShift(db, shift.id);
      const now = clock.now();
      return { items: rows.map((row) => presentInvitation(row, shift, now)) };
    },

    /**
     * Withdraws a link sent by mistake while it is still pending; the worker can then no longer answer it.
     * The write is conditional (unanswered and in time), so of a revoke and the worker's answer at the same
     * moment exactly one wins; the loser is told what became of the link.
     */
    async revokeInvitation(actor: Actor, ids: InvitationIds): Promise<ShiftInvitation> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const shift = await findAccountShift(tx, ids.accountId, ids.shiftId);
        const invitation = shift && (await findInvitationOfShift(tx, ids));
        if (!shift || !invitation) {
          throw new DomainError('NOT_FOUND');
        }
        const problem = revokeProblem(invitation, shift, now);
        if (problem) {
          throw new DomainError(problem);
        }
        const revoked = await revokeInvitationIfPending(tx, invitation.id, now);
        if (!revoked) {
          // The worker answered between the read and the write: say what they did.
          const current = await findInvitationOfShift(tx, ids);
          throw new DomainError((current && revokeProblem(current, shift, now)) ?? 'INVITATION_ANSWERED');
        }
        const actorName = await findUserName(tx, actor.userId);
        await noteOnShift(tx, shift, {
          state: 'invitation_revoked',
          detail: { kind: 'person', name: invitation.workerName },
          by: { actorId: actor.userId, processer: { id: actor.userId, name: actorName ?? '' }, at: now },
          audit: {
            action: 'revoke-invitation',
            changes: { invitationId: revoked.id, workerId: revoked.workerId },
          },
        });
        return presentInvitation(
          { ...revoked, workerName: invitation.workerName, invitedByName: invitation.invitedByName },
          shift,
          now,
        );
      });
    },

    /** What the link shows; any state, so an answered or expired link still says what became of it. */
    async getPublicInvitation(token: string): Promise<PublicShiftInvitation> {
      const invitation = await findInvitationByTokenHash(db, hashToken(token));
      if (!invitation) {
        throw new DomainError('INVITATION_INVALID');
      }
      return publicView(db, invitation);
    },

    /**
     * Books the shift for the worker if it is still free. When it is not, the invitation is recorded as
     * `taken` (that commits) and the answer is SHIFT_TAKEN.
     */
    async acceptInvitation(token: string): Promise<PublicShiftInvitation> {
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const opened = await openForAnswer(tx, token);
        if (opened.error) {
          return { error: opened.error };
        }
        const { invitation } = opened;
        const now = clock.now();
        const shift = await findShiftById(tx, invitation.shiftId);
        const worker =
          shift && (await findInvitee(tx, invitation.accountId, invitation.workerId, shift.areaId));
        // The worker may have been removed from the pools or blocked since the link was sent.
        const workerProblem = worker
          ? inviteeProblem(worker, shift?.roleType ?? null)
          : 'WORKER_NOT_ASSIGNABLE';
        if (!shift || !worker || workerProblem) {
          return { error: workerProblem ?? 'WORKER_NOT_ASSIGNABLE' };
        }
        // The same booking as staff make: the worker's reservation and an old cancel reason go with it.
        const booked = await bookShift(tx, shift, {
          worker,
          state: 'invitation_accepted',
          by: { actorId: worker.id, processer: { id: worker.id, name: worker.fullName }, at: now },
          audit: {
            action: 'accept-invitation',
            changes: { invitationId: invitation.id, status: 'booked', assignedTo: worker.id },
          },
        });
        if (!booked) {
          const current = await findShiftById(tx, shift.id);
          if (current && isBookedFor(current, worker.id)) {
            // Staff gave the worker this shift directly meanwhile: the worker's yes changes nothing.
            const settled = await setInvitationResponse(tx, invitation.id, 'accepted', now);
            await recordAudit(tx, {
              actorId: worker.id,
              accountId: invitation.accountId,
              action: 'accept-invitation',
              subject: 'Shift',
              subjectId: shift.id,
              changes: { invitationId: settled.id, alreadyAssigned: true },
            });
            await announce(tx, settled);
            return { view: await publicView(tx, settled) };
          }
          const taken = await setInvitationResponse(tx, invitation.id, 'taken', now);
          await recordAudit(tx, {
            actorId: worker.id,
            accountId: invitation.accountId,
            action: 'invitation-taken',
            subject: 'Shift',
            subjectId: shift.id,
            changes: { invitationId: taken.id },
          });
          await announce(tx, taken);
          return { error: 'SHIFT_TAKEN' };
        }
        const accepted = await setInvitationResponse(tx, invitation.id, 'accepted', now);
        return { view: await publicView(tx, accepted) };
      });
      if (outcome.error) {
        throw new DomainError(outcome.error);
      }
      return outcome.view;
    },

    /** The worker says no; the shift stays as it is. */
    async declineInvitation(token: string): Promise<PublicShiftInvitation> {
      return db.transaction(async (tx) => {
        const opened = await openForAnswer(tx, token);
        if (opened.error) {
          throw new DomainError(opened.error);
        }
        const now = clock.now();
        const declined = await setInvitationResponse(tx, opened.invitation.id, 'declined', now);
        const workerName = (await findUserName(tx, declined.workerId)) ?? '';
        await noteOnShift(
          tx,
          { id: declined.shiftId, accountId: declined.accountId },
          {
            state: 'invitation_declined',
            detail: { kind: 'person', name: workerName },
            by: {
              actorId: declined.workerId,
              processer: { id: declined.workerId, name: workerName },
              at: now,
            },
            audit: { action: 'decline-invitation', changes: { invitationId: declined.id } },
          },
        );
        return publicView(tx, declined);
      });
    },
  };
}

export type ShiftInvitationsService = ReturnType<typeof createShiftInvitationsService>;
