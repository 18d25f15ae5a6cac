import type { Database } from '../../db/client';
import { type Clock, systemClock } from '../../lib/clock';
import { describeDeliveryError } from './delivery-error';
import {
  claimNextQueuedMail,
  markMailSent,
  recordMailFailure,
  storeQueuedMail,
} from './mail-outbox.repository';
import type { MailTransport } from './mail-transport';
import { claimNextQueuedSms, markSmsSent, recordSmsFailure, storeQueuedSms } from './sms-outbox.repository';
import type { SmsTransport } from './sms-transport';

/** After this many failed attempts a message is `failed` and no longer retried. */
export const maxDeliveryAttempts = 5;

/** What one delivery run did; `retrying` failed this time and stays queued for the next run. */
export type DeliveryReport = { sent: number; stored: number; retrying: number; failed: number };

export type OutboxDeliveryDependencies = {
  db: Database;
  /** null: no SMTP configured, queued mail is marked `stored`. */
  mail: MailTransport | null;
  /** null: no SMS gateway configured, queued SMS are marked `stored`. */
  sms: SmsTransport | null;
  clock?: Clock;
  /** Most messages of one kind a run takes, so one run stays short and the next picks up the rest. */
  batchSize?: number;
};

type Outcome = 'sent' | 'retrying' | 'failed';

function emptyReport(): DeliveryReport {
  return { sent: 0, stored: 0, retrying: 0, failed: 0 };
}

/**
 * Hands queued outbox rows to the transports. Each message is claimed in its own transaction with
 * FOR UPDATE SKIP LOCKED and the lock is held while it is sent, so concurrent runs on several instances
 * never send one message twice; a crash before commit leaves it queued (at-least-once, never lost).
 * On embedded PGlite that transaction pauses other queries of the process for the length of one send,
 * which the transports bound with timeouts.
 */
export function createOutboxDeliveryService({
  db,
  mail,
  sms,
  clock = systemClock,
  batchSize = 100,
}: OutboxDeliveryDependencies) {
  /** Claims and handles queued rows one at a time until none is left or the batch is full. */
  async function drain(handleNext: (triedIds: string[]) => Promise<{ id: string; outcome: Outcome } | null>) {
    const report = emptyReport();
    const triedIds: string[] = [];
    while (triedIds.length < batchSize) {
      const handled = await handleNext(triedIds);
      if (!handled) {
        break;
      }
      triedIds.push(handled.id);
      report[handled.outcome] += 1;
    }
    return report;
  }

  return {
    /** Sends queued e-mail, or marks it `stored` when no SMTP server is configured. */
    async deliverQueuedMail(): Promise<DeliveryReport> {
      if (!mail) {
        return { ...emptyReport(), stored: await storeQueuedMail(db) };
      }
      return drain((triedIds) =>
        db.transaction(async (tx) => {
          const row = await claimNextQueuedMail(tx, triedIds);
          if (!row) {
            return null;
          }
          try {
            await mail.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
            await markMailSent(tx, row.id, clock.now());
            return { id: row.id, outcome: 'sent' as const };
          } catch (error) {
            const status = await recordMailFailure(
              tx,
              row.id,
              describeDeliveryError(error, []),
              maxDeliveryAttempts,
            );
            return { id: row.id, outcome: status === 'failed' ? ('failed' as const) : ('retrying' as const) };
          }
        }),
      );
    },

    /** Sends queued SMS, or marks them `stored` when no gateway is configured. */
    async deliverQueuedSms(): Promise<DeliveryReport> {
      if (!sms) {
        return { ...emptyReport(), stored: await storeQueuedSms(db) };
      }
      return drain((triedIds) =>
        db.transaction(async (tx) => {
          const row = await claimNextQueuedSms(tx, triedIds);
          if (!row) {
            return null;
          }
          try {
            const { messageId } = await sms.send({
              to: row.to,
              message: row.message,
              encoding: row.encoding,
            });
            await markSmsSent(tx, row.id, clock.now(), messageId);
            return { id: row.id, outcome: 'sent' as const };
          } catch (error) {
            const status = await recordSmsFailure(
              tx,
              row.id,
              describeDeliveryError(error, []),
              maxDeliveryAttempts,
            );
            return { id: row.id, outcome: status === 'failed' ? ('failed' as const) : ('retrying' as const) };
          }
        }),
      );
    },
  };
}

export type OutboxDeliveryService = ReturnType<typeof createOutboxDeliveryService>;
