import type { Actor } from '@portal/domain/access';
import type { SmsBroadcastValues } from '@portal/domain/sms-broadcasts';
import { addOptOut, readOptOuts, removeOptOut } from './use-cases/opt-outs';
import { readBroadcast, readBroadcasts, readRecipients } from './use-cases/read-broadcasts';
import { changeBroadcast, createBroadcast, removeBroadcast } from './use-cases/save-broadcast';
import { countRecipients, sendBroadcast } from './use-cases/send-broadcast';
import type { BroadcastIds, SmsBroadcastsDependencies } from './use-cases/sms-broadcast-use-case';

/** Bulk SMS for the routes: drafts, the count before sending, sending, delivery and opt-outs. */
export function createSmsBroadcastsService(dependencies: SmsBroadcastsDependencies) {
  return {
    list: (accountId: string, query: Parameters<typeof readBroadcasts>[2]) =>
      readBroadcasts(dependencies, accountId, query),
    get: (ids: BroadcastIds) => readBroadcast(dependencies, ids),
    create: (actor: Actor, accountId: string, input: SmsBroadcastValues) =>
      createBroadcast(dependencies, { actor, accountId, input }),
    update: (actor: Actor, ids: BroadcastIds, input: SmsBroadcastValues) =>
      changeBroadcast(dependencies, { actor, ids, input }),
    remove: (actor: Actor, ids: BroadcastIds) => removeBroadcast(dependencies, { actor, ids }),
    recipientCount: (ids: BroadcastIds) => countRecipients(dependencies, ids),
    send: (actor: Actor, ids: BroadcastIds) => sendBroadcast(dependencies, { actor, ids }),
    recipients: (ids: BroadcastIds, query: Parameters<typeof readRecipients>[2]) =>
      readRecipients(dependencies, ids, query),
    optOuts: (accountId: string, query: Parameters<typeof readOptOuts>[2]) =>
      readOptOuts(dependencies, accountId, query),
    addOptOut: (actor: Actor, accountId: string, mobile: string) =>
      addOptOut(dependencies, { actor, accountId, mobile }),
    removeOptOut: (actor: Actor, accountId: string, mobile: string) =>
      removeOptOut(dependencies, { actor, accountId, mobile }),
  };
}

export type SmsBroadcastsService = ReturnType<typeof createSmsBroadcastsService>;
