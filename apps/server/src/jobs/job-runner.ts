import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseConnection } from '../db/client';
import type { ContractDeadlineService } from '../features/employment-contracts/employment-contracts.api';
import type { LicenceReminderService } from '../features/licence-checks/licence-checks.api';
import type { OutboxDeliveryService } from '../features/outbox/outbox-delivery.service';
import { outboxQueuedChannel } from '../features/outbox/outbox-queued-notice';
import type { ShiftExpiryService } from '../features/shifts/shifts.api';
import { type BulkSmsSender, smsBroadcastQueuedChannel } from '../features/sms-broadcasts/sms-broadcasts.api';

/** The pg-boss queue whose job drains the mail and SMS outboxes. */
export const outboxDeliveryQueue = 'outbox-delivery';
/** The pg-boss queue whose job turns open and draft shifts whose end has passed into expired ones. */
export const shiftExpiryQueue = 'shift-expiry';
/** The pg-boss queue whose job expires unsigned employment contracts and sends the reminders. */
export const contractDeadlinesQueue = 'employment-contract-deadlines';
/** The pg-boss queue whose job sends bulk SMS (decision 0057). */
export const bulkSmsQueue = 'sms-broadcast-send';

/** The pg-boss queue whose daily job reminds admins of licences and permits that end within 30 days. */
export const licenceRemindersQueue = 'licence-expiry-reminders';

/** The two log levels the runner uses; the Fastify logger fits. */
export type JobLogger = {
  error(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
};

export type JobRunnerOptions = {
  connection: DatabaseConnection;
  /** Needed on PostgreSQL: pg-boss opens its own small pool (and LISTEN connection) on the same database. */
  databaseUrl?: string | null;
  delivery: OutboxDeliveryService;
  /** Expires ended unfilled shifts every five minutes when given. */
  shiftExpiry?: ShiftExpiryService;
  /** Expires unsigned contracts past their deadline and reminds two days before it, every 15 minutes. */
  contractDeadlines?: ContractDeadlineService;
  /** Mails each account's admins the licences and permits that end soon, daily at 7:00 Helsinki time. */
  licenceReminders?: LicenceReminderService;
  /** Sends bulk SMS when a broadcast starts, for retries when they are due, and every minute after a crash. */
  bulkSms?: BulkSmsSender;
  logger?: JobLogger;
  /** Polling floor of the worker, in seconds; NOTIFY wakes it sooner. */
  pollingIntervalSeconds?: number;
};

export type JobRunner = {
  /** Queues one outbox run now (deduplicated: at most one waiting run at a time). */
  requestOutboxDelivery(): Promise<void>;
  stop(): Promise<void>;
};

const silentLogger: JobLogger = { error: () => {}, warn: () => {} };

function createBoss(connection: DatabaseConnection, databaseUrl: string | null | undefined): PgBoss {
  if (connection.pglite) {
    // Embedded mode: pg-boss runs its SQL on the same in-process PGlite, in its own `pgboss` schema.
    return new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', useListenNotify: true });
  }
  if (!databaseUrl) {
    throw new Error('the job runner needs the database URL on PostgreSQL');
  }
  return new PgBoss({
    connectionString: databaseUrl,
    max: 3,
    application_name: 'portal-jobs',
    useListenNotify: true,
  });
}

/**
 * Starts background jobs on pg-boss, on the database the app already uses, so any instance can take any job
 * exactly once. The outbox job runs every minute, and right after a feature enqueues a message.
 *
 * How "right after" works: the enqueue functions send a NOTIFY on `outbox_queued` inside the feature's
 * transaction, and every instance's runner LISTENs and then queues a run. We chose this over a
 * `requestOutboxDelivery()` call from the features because NOTIFY is delivered only on commit (a job
 * started from inside the transaction could run before the row is visible and find nothing), the features
 * need no handle on the runner (tests and scripts that enqueue without one keep working), and it works
 * from any instance. The queue's `stately` policy keeps at most one run waiting, so a burst of messages
 * or several instances answering the same notice cost one extra run, not one per message; the rows
 * themselves are claimed with SKIP LOCKED, so even overlapping runs never send a message twice.
 */
export async function startJobRunner({
  connection,
  databaseUrl,
  delivery,
  shiftExpiry,
  contractDeadlines,
  licenceReminders,
  bulkSms,
  logger = silentLogger,
  pollingIntervalSeconds = 2,
}: JobRunnerOptions): Promise<JobRunner> {
  const boss = createBoss(connection, databaseUrl);
  boss.on('error', (error) => logger.error({ err: error }, 'job runner error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job runner warning'));
  await boss.start();

  await boss.createQueue(outboxDeliveryQueue, {
    policy: 'stately',
    // A failed run is not retried by pg-boss: the rows keep their own attempt counts and the next
    // scheduled or notified run picks them up.
    retryLimit: 0,
    expireInSeconds: 300,
    notify: true,
  });
  await boss.work(outboxDeliveryQueue, { pollingIntervalSeconds }, async () => {
    await delivery.deliverQueuedMail();
    await delivery.deliverQueuedSms();
  });
  await boss.schedule(outboxDeliveryQueue, '* * * * *');

  if (shiftExpiry) {
    // One run at a time (stately); a failed run is simply repeated by the next schedule.
    await boss.createQueue(shiftExpiryQueue, { policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
    await boss.work(shiftExpiryQueue, { pollingIntervalSeconds }, async () => {
      await shiftExpiry.expireEndedShifts();
    });
    await boss.schedule(shiftExpiryQueue, '*/5 * * * *');
  }

  if (contractDeadlines) {
    await boss.createQueue(contractDeadlinesQueue, {
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: 300,
    });
    await boss.work(contractDeadlinesQueue, { pollingIntervalSeconds }, async () => {
      await contractDeadlines.runDeadlines();
    });
    await boss.schedule(contractDeadlinesQueue, '*/15 * * * *');
  }

  if (licenceReminders) {
    // Once a day; a missed morning (the app was down) still sends once, and each check is reminded of once.
    await boss.createQueue(licenceRemindersQueue, { policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
    await boss.work(licenceRemindersQueue, { pollingIntervalSeconds }, async () => {
      await licenceReminders.runReminders();
    });
    await boss.schedule(licenceRemindersQueue, '0 7 * * *', null, { tz: 'Europe/Helsinki', missed: 'once' });
  }
  const stopBulkSms = bulkSms
    ? await startBulkSms(boss, connection, bulkSms, logger, pollingIntervalSeconds)
    : null;

  async function requestOutboxDelivery(): Promise<void> {
    // Null when a run is already waiting (stately): that run will see the new rows.
    await boss.send(outboxDeliveryQueue, null);
  }

  const unlisten = await connection.listen(outboxQueuedChannel, () => {
    requestOutboxDelivery().catch((error: unknown) =>
      logger.error({ err: error }, 'could not queue outbox delivery'),
    );
  });
  // Rows queued while no instance was running are sent now rather than at the next full minute.
  await requestOutboxDelivery();

  let stopping: Promise<void> | null = null;
  return {
    requestOutboxDelivery,
    stop() {
      stopping ??= (async () => {
        await unlisten();
        await stopBulkSms?.();
        // Graceful: a run in progress finishes its current message before the database closes.
        await boss.stop({ graceful: true, timeout: 10_000 });
      })();
      return stopping;
    },
  };
}

/**
 * The bulk SMS queue. `singleton`: one run at a time across all instances, any number waiting, so a
 * broadcast started during a run gets a run of its own right after it. A run sends everything due; when
 * messages still wait (a retry's backoff), it queues the next run for that moment. The minute schedule is
 * the safety net: after a crash it picks up the messages whose lease ran out (decision 0057).
 */
async function startBulkSms(
  boss: PgBoss,
  connection: DatabaseConnection,
  sender: BulkSmsSender,
  logger: JobLogger,
  pollingIntervalSeconds: number,
): Promise<() => Promise<void>> {
  await boss.createQueue(bulkSmsQueue, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 1800,
    // Wakes a worker at once on send; the polling interval is only the floor.
    notify: true,
  });
  await boss.work(bulkSmsQueue, { pollingIntervalSeconds }, async () => {
    const { nextRunAt } = await sender.run();
    if (nextRunAt) {
      await boss.send(bulkSmsQueue, null, { startAfter: nextRunAt });
    }
  });
  await boss.schedule(bulkSmsQueue, '* * * * *');
  const request = () =>
    boss.send(bulkSmsQueue, null).catch((error: unknown) => {
      logger.error({ err: error }, 'could not queue bulk SMS sending');
    });
  const unlisten = await connection.listen(smsBroadcastQueuedChannel, () => {
    void request();
  });
  await request();
  return unlisten;
}
