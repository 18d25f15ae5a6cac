/**
 * Bulk SMS benchmark (a measurement, not a test): `npm run bench:bulk-sms`, see docs/benchmarks.md.
 *
 * Runs inside scripts/with-postgres.sh (a throwaway PostgreSQL 15, removed afterwards). Seeds one account
 * with 10,000 working nurses in Uusimaa, each with a mobile, and starts a local stand-in gateway
 * (GatewayAPI's shape) that answers every message after 50 ms. Each round saves a draft to the region
 * and times, through the same service and sender the app runs:
 *   queue:   "Send" — the recipients fixed with one bulk insert, status sending (one transaction);
 *   deliver: the bulk sender's run until every message is recorded (20 at the gateway at once).
 * Then the old path for comparison: 300 SMS through the outbox job (one message at a time).
 * It exits 0 when a target is missed; only a broken setup fails it.
 */
import type { Actor } from '@portal/domain/access';
import { sql } from 'drizzle-orm';
import { createOutboxDeliveryService } from '../../apps/server/src/features/outbox/outbox-delivery.service';
import { enqueueSms } from '../../apps/server/src/features/outbox/sms-outbox.repository';
import { createGatewayApiSmsTransport } from '../../apps/server/src/features/outbox/sms-transport';
import { createBulkSmsSender } from '../../apps/server/src/features/sms-broadcasts/bulk-sms-sender';
import { createSmsBroadcastsService } from '../../apps/server/src/features/sms-broadcasts/sms-broadcasts.service';
import { startStandInSmsGateway } from '../../apps/server/src/features/sms-broadcasts/testing/stand-in-sms-gateway';
import { systemClock } from '../../apps/server/src/lib/clock';
import { table } from './bench-stats';
import { openBenchDatabase } from './month-of-shifts';

const workerCount = Number(process.env.BENCH_WORKERS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const outboxMessages = Number(process.env.BENCH_OUTBOX_MESSAGES ?? 300);
const gatewayDelayMs = 50;
const targets = { queueMs: 2000, deliverMs: 240_000 };

async function main(): Promise<void> {
  const { connection, db, one } = await openBenchDatabase();
  const { id: organizationId } = await one<{ id: string }>(
    sql`insert into organizations (name) values ('Bench Oy') returning id`,
  );
  const { id: accountId } = await one<{ id: string }>(
    sql`insert into accounts (name, organization_id) values ('Bench-asiakas', ${organizationId}) returning id`,
  );
  const { id: adminId } = await one<{ id: string }>(
    sql`insert into users (email, role, first_name, last_name, account_id, organization_id, status)
        values ('bench-admin@bench.example', 'admin', 'Bench', 'Admin', ${accountId}, ${organizationId}, 'accepted')
        returning id`,
  );
  await db.execute(sql`insert into users (email, role, first_name, last_name, account_id, confirmed, status,
      mobile, address_region, address_city, profession)
    select 'worker' || n || '@bench.example', 'worker', 'Tiina', 'Tekijä ' || n, ${accountId}, true, 'accepted',
      '+35840' || lpad(n::text, 7, '0'), 'Uusimaa', 'Helsinki', 'sairaanhoitaja'
    from generate_series(1, ${workerCount}) as n`);
  await db.execute(sql`vacuum analyze`);

  const gateway = await startStandInSmsGateway({ delayMs: gatewayDelayMs });
  const transport = createGatewayApiSmsTransport({ url: gateway.url, token: null, sender: 'Bench' });
  const service = createSmsBroadcastsService({ db, clock: systemClock });
  const sender = createBulkSmsSender({ db, transport });
  const actor: Actor = {
    userId: adminId,
    role: 'admin',
    accountIds: [accountId],
    organizationId,
    areaIds: null,
  };

  const results: string[][] = [
    ['round', 'recipients', 'queue (send)', 'deliver all', 'per minute', 'at gateway at once'],
  ];
  for (let round = 1; round <= rounds; round += 1) {
    const draft = await service.create(actor, accountId, {
      title: `Bench ${round}`,
      message: 'Hei! Ensi viikolla on vuoroja tarjolla Uudellamaalla. Katso sovelluksesta.',
      targets: { region: 'Uusimaa', cities: [], roles: [] },
    });
    const ids = { accountId, broadcastId: draft.id };
    const queueStarted = performance.now();
    const started = await service.send(actor, ids);
    const queueMs = performance.now() - queueStarted;
    const deliverStarted = performance.now();
    for (let report = await sender.run(); report.nextRunAt; report = await sender.run()) {
      // Only a retry would leave work; the stand-in never refuses.
    }
    const deliverMs = performance.now() - deliverStarted;
    const done = await service.get(ids);
    const recipients = started.recipientCount ?? 0;
    results.push([
      String(round),
      `${done.progress?.sent ?? 0} of ${recipients} sent`,
      `${queueMs.toFixed(0)} ms`,
      `${(deliverMs / 1000).toFixed(1)} s`,
      String(Math.round(recipients / (deliverMs / 60_000))),
      String(gateway.maxInFlight),
    ]);
  }
  console.log(`Bulk SMS to ${workerCount} workers, gateway answering in ${gatewayDelayMs} ms:\n`);
  console.log(table(results));
  console.log(`\nTargets: queue < ${targets.queueMs} ms, deliver < ${targets.deliverMs / 60_000} min.`);

  // The outbox job, for comparison: one message claimed, sent and recorded at a time.
  for (let index = 0; index < outboxMessages; index += 1) {
    await enqueueSms(db, {
      accountId,
      to: `+35850${String(index).padStart(7, '0')}`,
      message: 'Hei',
      kind: 'bench',
    });
  }
  const outbox = createOutboxDeliveryService({ db, mail: null, sms: transport, batchSize: outboxMessages });
  const outboxStarted = performance.now();
  const drained = await outbox.deliverQueuedSms();
  const outboxMs = performance.now() - outboxStarted;
  console.log(
    `\nOutbox drain (one at a time): ${drained.sent} SMS in ${(outboxMs / 1000).toFixed(1)} s, ` +
      `${Math.round(drained.sent / (outboxMs / 60_000))} a minute.`,
  );
  await gateway.close();
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
