import type { Database } from '../../db/client';
import { type Clock, systemClock } from '../../lib/clock';
import { enqueueSms, SmsGatewayError, type SmsTransport } from '../outbox/outbox.api';
import { finishDoneBroadcasts } from './sms-broadcasts.repository';
import {
  type ClaimedRecipient,
  claimRecipients,
  nextPendingAt,
  type RecipientOutcome,
  recordRecipientOutcome,
} from './sms-recipients.repository';

export type BulkSmsSenderOptions = {
  db: Database;
  /** The SMS gateway; null when none is configured: each message is handed to the SMS outbox (stored). */
  transport: SmsTransport | null;
  clock?: Clock;
  /** Messages at the gateway at once. */
  concurrency?: number;
  /** Messages claimed per statement; held in memory until a sending slot takes them. */
  claimSize?: number;
  /** After this many tries a temporary failure is final. */
  maxAttempts?: number;
  /** First retry after this long, doubling each time (10 s, 20 s, 40 s, 80 s). */
  retryBaseMs?: number;
  /** How long a claimed message belongs to its sender; after that another sender may send it again. */
  leaseMs?: number;
  /** Test seam: runs after the gateway answered and before the result is recorded (the crash test). */
  beforeRecord?: (claimed: ClaimedRecipient) => void | Promise<void>;
};

export type BulkSendReport = {
  sent: number;
  retrying: number;
  failed: number;
  /** Numbers found opted out at send time, skipped. */
  optedOut: number;
  /** When a message still waits (a retry, another sender's lease); null when nothing is left. */
  nextRunAt: Date | null;
};

/** The stable reference of one recipient's message: the same however often it is sent (decision 0057). */
export const messageReference = (claimed: Pick<ClaimedRecipient, 'broadcastId' | 'workerId'>) =>
  `${claimed.broadcastId}:${claimed.workerId}`;

/**
 * The bulk SMS sender (decision 0057). One run sends every message that is due: it claims rows in
 * chunks (claimRecipients: SKIP LOCKED and a lease), keeps `concurrency` messages at the gateway, records
 * each result as it arrives, schedules temporary failures again with exponential backoff, fails permanent
 * ones, and ends broadcasts that have nothing left. An unexpected error stops the whole run the way a
 * crash would: results not yet recorded stay `sending` until their lease ends, and the next run sends them
 * again under the same reference, which the gateway answers without a second message.
 */
export function createBulkSmsSender({
  db,
  transport,
  clock = systemClock,
  concurrency = 20,
  claimSize = 100,
  maxAttempts = 5,
  retryBaseMs = 10_000,
  leaseMs = 120_000,
  beforeRecord,
}: BulkSmsSenderOptions) {
  function outcomeOfFailure(claimed: ClaimedRecipient, error: unknown): RecipientOutcome {
    const temporary = !(error instanceof SmsGatewayError) || error.temporary;
    const text = error instanceof Error ? error.message : String(error);
    if (!temporary || claimed.attempts >= maxAttempts) {
      return { status: 'failed', error: text };
    }
    const delay = retryBaseMs * 2 ** (claimed.attempts - 1);
    return { status: 'queued', retryAt: new Date(clock.now().getTime() + delay), error: text };
  }

  /** Sends one message and records its result; without a gateway, hands it to the outbox in one transaction. */
  async function deliver(claimed: ClaimedRecipient): Promise<RecipientOutcome> {
    if (!transport) {
      const outcome: RecipientOutcome = { status: 'sent', at: clock.now(), providerMessageId: null };
      await db.transaction(async (tx) => {
        await enqueueSms(tx, {
          accountId: claimed.accountId,
          to: claimed.mobile,
          message: claimed.message,
          kind: 'sms-broadcast',
        });
        await recordRecipientOutcome(tx, claimed, outcome);
      });
      return outcome;
    }
    let outcome: RecipientOutcome;
    try {
      const { messageId } = await transport.send({
        to: claimed.mobile,
        message: claimed.message,
        encoding: claimed.encoding,
        reference: messageReference(claimed),
      });
      outcome = { status: 'sent', at: clock.now(), providerMessageId: messageId };
    } catch (error) {
      outcome = outcomeOfFailure(claimed, error);
    }
    await beforeRecord?.(claimed);
    await recordRecipientOutcome(db, claimed, outcome);
    return outcome;
  }

  return {
    async run(): Promise<BulkSendReport> {
      const report = { sent: 0, retrying: 0, failed: 0, optedOut: 0 };
      const pending: ClaimedRecipient[] = [];
      let exhausted = false;
      let refilling: Promise<void> | null = null;
      // Set by the first slot that fails; typed as a box so the closures' writes are seen after the await.
      const crash: { current: { error: unknown } | null } = { current: null };

      async function refill(): Promise<void> {
        const now = clock.now();
        const { sendable, optedOut } = await claimRecipients(db, {
          now,
          leaseUntil: new Date(now.getTime() + leaseMs),
          limit: claimSize,
        });
        // A chunk of opted-out numbers only is not the end: only a claim that found nothing is.
        if (sendable.length === 0 && optedOut === 0) {
          exhausted = true;
        }
        report.optedOut += optedOut;
        pending.push(...sendable);
      }

      /** The next claimed message, claiming another chunk (once, shared) when none is left in memory. */
      async function next(): Promise<ClaimedRecipient | null> {
        while (pending.length === 0 && !exhausted && !crash.current) {
          refilling ??= refill().finally(() => {
            refilling = null;
          });
          await refilling;
        }
        return crash.current ? null : (pending.shift() ?? null);
      }

      async function slot(): Promise<void> {
        try {
          for (let claimed = await next(); claimed; claimed = await next()) {
            const outcome = await deliver(claimed);
            report[outcome.status === 'queued' ? 'retrying' : outcome.status] += 1;
          }
        } catch (error) {
          crash.current ??= { error };
        }
      }

      await Promise.all(Array.from({ length: concurrency }, slot));
      if (crash.current) {
        throw crash.current.error;
      }
      await finishDoneBroadcasts(db, clock.now());
      return { ...report, nextRunAt: await nextPendingAt(db) };
    },
  };
}

export type BulkSmsSender = ReturnType<typeof createBulkSmsSender>;
