import type { Actor } from '@portal/domain/access';
import { hasAnyTarget } from '@portal/domain/messaging';
import { DomainError } from '@portal/domain/shared';
import {
  broadcastCost,
  broadcastSendProblem,
  type SmsBroadcast,
  type SmsRecipientCount,
} from '@portal/domain/sms-broadcasts';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { findTargetedWorkers } from '../../workers/workers.api';
import {
  findBroadcast,
  findOptedOutNumbers,
  type SmsBroadcastRow,
  updateBroadcast,
} from '../sms-broadcasts.repository';
import { insertRecipients } from '../sms-recipients.repository';
import {
  auditSubject,
  type BroadcastIds,
  broadcastView,
  notifyBroadcastQueued,
  type SmsBroadcastsDependencies,
} from './sms-broadcast-use-case';

const targetsOf = (row: SmsBroadcastRow) => ({
  region: row.targetRegion,
  cities: row.targetCities,
  roles: row.targetRoles,
});

/** The targeted workers that have a mobile number, and how many have none. */
async function reachableWorkers(executor: Executor, row: SmsBroadcastRow) {
  const targeted = await findTargetedWorkers(executor, row.accountId, targetsOf(row));
  const withMobile = targeted.flatMap((worker) =>
    worker.mobile ? [{ id: worker.id, mobile: worker.mobile }] : [],
  );
  return { withMobile, withoutMobile: targeted.length - withMobile.length };
}

/** Who sending would reach now, and what it would cost (shown before the confirmation). */
export async function countRecipients(
  { db }: SmsBroadcastsDependencies,
  ids: BroadcastIds,
): Promise<SmsRecipientCount> {
  const row = await findBroadcast(db, ids.accountId, ids.broadcastId);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  const [{ withMobile, withoutMobile }, optedOut] = await Promise.all([
    reachableWorkers(db, row),
    findOptedOutNumbers(db, row.accountId),
  ]);
  const recipients = withMobile.filter((worker) => !optedOut.has(worker.mobile)).length;
  return {
    recipients,
    optedOut: withMobile.length - recipients,
    withoutMobile,
    ...broadcastCost(row.message, recipients),
  };
}

/**
 * Starts sending, in one transaction: the recipients are fixed with one bulk insert (opted-out numbers
 * left out), the costly rule is checked against them (an agent gets SMS_COSTLY and nothing is kept; an
 * admin is recorded as approver), the status becomes sending and the NOTIFY wakes the sender on commit.
 * A broadcast already sending or sent is answered as it is: a second click fixes no one again.
 */
export async function sendBroadcast(
  { db, clock }: SmsBroadcastsDependencies,
  { actor, ids }: { actor: Actor; ids: BroadcastIds },
): Promise<SmsBroadcast> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await findBroadcast(tx, ids.accountId, ids.broadcastId, { lock: true });
    if (!row) {
      throw new DomainError('NOT_FOUND');
    }
    if (row.status !== 'draft') {
      return broadcastView(tx, ids);
    }
    if (!hasAnyTarget(targetsOf(row))) {
      throw new DomainError('SMS_TARGET_REQUIRED');
    }
    const { withMobile } = await reachableWorkers(tx, row);
    const recipients = await insertRecipients(tx, row, withMobile);
    if (recipients === 0) {
      throw new DomainError('SMS_BROADCAST_NO_RECIPIENTS');
    }
    const cost = broadcastCost(row.message, recipients);
    const problem = broadcastSendProblem(actor.role, cost);
    if (problem) {
      throw new DomainError(problem, { segments: cost.segments, totalSegments: cost.totalSegments });
    }
    const approvedBy = cost.costly ? actor.userId : null;
    await updateBroadcast(tx, row.id, {
      status: 'sending',
      recipientCount: recipients,
      approvedBy,
      startedAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'send',
      subject: auditSubject,
      subjectId: row.id,
      changes: {
        before: { status: row.status },
        after: { status: 'sending', recipientCount: recipients, ...cost, approvedBy },
      },
    });
    await notifyBroadcastQueued(tx);
    return broadcastView(tx, ids);
  });
}
