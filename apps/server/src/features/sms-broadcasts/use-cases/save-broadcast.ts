import type { Actor } from '@portal/domain/access';
import { countSmsSegments } from '@portal/domain/messaging';
import { DomainError } from '@portal/domain/shared';
import {
  isEditableBroadcast,
  type SmsBroadcast,
  type SmsBroadcastValues,
} from '@portal/domain/sms-broadcasts';
import { recordAudit } from '../../../lib/audit';
import {
  deleteBroadcast,
  findBroadcast,
  insertBroadcast,
  type SmsBroadcastInsert,
  updateBroadcast,
} from '../sms-broadcasts.repository';
import {
  auditSubject,
  type BroadcastIds,
  broadcastView,
  type SmsBroadcastsDependencies,
} from './sms-broadcast-use-case';

/** The stored columns of the editor's input, with the encoding and parts it will be billed at. */
function columnsOf(input: SmsBroadcastValues): Partial<SmsBroadcastInsert> {
  const { encoding, segments } = countSmsSegments(input.message);
  return {
    title: input.title,
    message: input.message,
    encoding,
    segments,
    targetRegion: input.targets.region,
    targetCities: input.targets.cities,
    targetRoles: input.targets.roles,
  };
}

// What the audit keeps of a draft: the message is staff's own text, no personal data of workers.
const auditedOf = (input: SmsBroadcastValues) => ({
  title: input.title,
  message: input.message,
  targets: input.targets,
});

export async function createBroadcast(
  { db, clock }: SmsBroadcastsDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: SmsBroadcastValues },
): Promise<SmsBroadcast> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await insertBroadcast(tx, {
      ...columnsOf(input),
      accountId,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    } as SmsBroadcastInsert);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: row.id,
      changes: { after: auditedOf(input) },
    });
    return broadcastView(tx, { accountId, broadcastId: row.id });
  });
}

/** Loads a draft for a change, refusing one whose sending has started. */
async function lockDraft(tx: Parameters<typeof findBroadcast>[0], ids: BroadcastIds) {
  const row = await findBroadcast(tx, ids.accountId, ids.broadcastId, { lock: true });
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  if (!isEditableBroadcast(row.status)) {
    throw new DomainError('SMS_BROADCAST_NOT_EDITABLE');
  }
  return row;
}

export async function changeBroadcast(
  { db, clock }: SmsBroadcastsDependencies,
  { actor, ids, input }: { actor: Actor; ids: BroadcastIds; input: SmsBroadcastValues },
): Promise<SmsBroadcast> {
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, ids);
    await updateBroadcast(tx, row.id, { ...columnsOf(input), updatedAt: clock.now() });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'update',
      subject: auditSubject,
      subjectId: row.id,
      changes: {
        before: {
          title: row.title,
          message: row.message,
          targets: { region: row.targetRegion, cities: row.targetCities, roles: row.targetRoles },
        },
        after: auditedOf(input),
      },
    });
    return broadcastView(tx, ids);
  });
}

export async function removeBroadcast(
  { db }: SmsBroadcastsDependencies,
  { actor, ids }: { actor: Actor; ids: BroadcastIds },
): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const row = await lockDraft(tx, ids);
    await deleteBroadcast(tx, row.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'delete',
      subject: auditSubject,
      subjectId: row.id,
      changes: { before: { title: row.title, message: row.message } },
    });
    return { deleted: true as const };
  });
}
