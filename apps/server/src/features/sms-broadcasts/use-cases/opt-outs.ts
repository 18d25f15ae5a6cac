import type { Actor } from '@portal/domain/access';
import { DomainError, pageOffset, parsePhoneNumber } from '@portal/domain/shared';
import type { SmsOptOut } from '@portal/domain/sms-broadcasts';
import { recordAudit } from '../../../lib/audit';
import { presentOptOut } from '../sms-broadcasts.presenter';
import { deleteOptOut, insertOptOut, listOptOuts } from '../sms-opt-outs.repository';
import type { SmsBroadcastsDependencies } from './sms-broadcast-use-case';

const auditSubject = 'SmsOptOut';

/** One page of the account's opt-outs; a search matches the number's digits. */
export async function readOptOuts(
  { db }: SmsBroadcastsDependencies,
  accountId: string,
  query: { search?: string | undefined; page: number; perPage: number },
): Promise<{ items: SmsOptOut[]; total: number }> {
  const digits = query.search?.replace(/\D/g, '') || null;
  const { rows, total } = await listOptOuts(db, {
    accountId,
    digits,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return { items: rows.map(presentOptOut), total };
}

/**
 * HR stops bulk SMS to a number (on the worker's behalf). Queued messages to it are skipped when the
 * sender reaches them. The audit names the change, not the number: the number is personal data.
 */
export async function addOptOut(
  { db, clock }: SmsBroadcastsDependencies,
  { actor, accountId, mobile }: { actor: Actor; accountId: string; mobile: string },
): Promise<SmsOptOut> {
  return db.transaction(async (tx) => {
    const { row, added } = await insertOptOut(tx, {
      accountId,
      mobile,
      source: 'staff',
      createdBy: actor.userId,
      createdAt: clock.now(),
    });
    if (added) {
      await recordAudit(tx, {
        actorId: actor.userId,
        accountId,
        action: 'create',
        subject: auditSubject,
        subjectId: null,
      });
    }
    return presentOptOut(row);
  });
}

export async function removeOptOut(
  { db }: SmsBroadcastsDependencies,
  { actor, accountId, mobile }: { actor: Actor; accountId: string; mobile: string },
): Promise<{ deleted: true }> {
  const stored = parsePhoneNumber(mobile) ?? mobile;
  return db.transaction(async (tx) => {
    if (!(await deleteOptOut(tx, accountId, stored))) {
      throw new DomainError('NOT_FOUND');
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'delete',
      subject: auditSubject,
      subjectId: null,
    });
    return { deleted: true as const };
  });
}
