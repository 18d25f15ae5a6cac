import { countSmsSegments } from '@portal/domain/messaging';
import type { smsBroadcastRecipients, smsBroadcasts } from '../schema/communications.schema';
import type { users } from '../schema/users.schema';
import { deriveId, seedIds } from './ids';
import { processorIdOf } from './staff';

type BroadcastRow = typeof smsBroadcasts.$inferInsert;
type RecipientRow = typeof smsBroadcastRecipients.$inferInsert;
type WorkerRow = Pick<typeof users.$inferInsert, 'id' | 'accountId' | 'mobile'>;

const minuteMs = 60_000;

/**
 * Demo bulk SMS of the main account (issue 17 §2), so the SMS tab and the delivery view have data right
 * after start: one sent yesterday to ten workers (one failed at the gateway) and a draft. Nothing is
 * queued, so the sender has nothing to send at start.
 */
export function buildSmsBroadcasts(
  workers: readonly WorkerRow[],
  now: Date,
): { broadcasts: BroadcastRow[]; recipients: RecipientRow[] } {
  const reached = workers
    .filter((worker) => worker.accountId === seedIds.accounts.south && worker.mobile)
    .slice(0, 10);
  const createdBy = processorIdOf(seedIds.accounts.south);
  const sentId = deriveId('sms-broadcast:sent');
  const startedAt = new Date(now.getTime() - 24 * 60 * minuteMs);
  const sentMessage =
    'Hei! Ensi viikon ilta- ja yövuoroja on vielä vapaana Uudellamaalla. Katso ja varaa sovelluksesta.';
  const draftMessage = 'Joulun vuorot julkaistaan maanantaina klo 9. Ehdi ensimmäisten joukkoon!';
  const common = { accountId: seedIds.accounts.south, createdBy, targetRegion: 'Uusimaa' };
  const withCount = (message: string) => {
    const { encoding, segments } = countSmsSegments(message);
    return { message, encoding, segments };
  };
  return {
    broadcasts: [
      {
        ...common,
        ...withCount(sentMessage),
        id: sentId,
        title: 'Vapaat vuorot ensi viikolla',
        status: 'sent',
        recipientCount: reached.length,
        startedAt,
        finishedAt: new Date(startedAt.getTime() + minuteMs),
        createdAt: new Date(startedAt.getTime() - 10 * minuteMs),
        updatedAt: new Date(startedAt.getTime() + minuteMs),
      },
      {
        ...common,
        ...withCount(draftMessage),
        id: deriveId('sms-broadcast:draft'),
        title: 'Joulun vuorot',
        targetRoles: ['sairaanhoitaja', 'lähihoitaja'],
        createdAt: new Date(now.getTime() - 60 * minuteMs),
        updatedAt: new Date(now.getTime() - 60 * minuteMs),
      },
    ],
    recipients: reached.map((worker, index) => ({
      broadcastId: sentId,
      workerId: worker.id ?? '',
      mobile: worker.mobile ?? '',
      attempts: 1,
      ...(index === reached.length - 1
        ? { status: 'failed' as const, error: 'SMS gateway answered 400: invalid recipient' }
        : { status: 'sent' as const, sentAt: new Date(startedAt.getTime() + 2000 + index * 100) }),
    })),
  };
}
