/**
 * Invoice benchmark (a measurement, not a test): `npm run bench:invoice`, see docs/benchmarks.md.
 *
 * Runs inside scripts/with-postgres.sh (a throwaway PostgreSQL 15, removed afterwards). It migrates that
 * database, seeds one account with one contract (a price change on the 16th) and a month of 10,000
 * verified shifts of it (October 2026, over the DST change: mornings, evenings, nights and weekends,
 * with breaks and kilometres), then times drafting the month's invoice through the invoices service (the
 * same use case the API runs: read, split, price, total and write every line in one transaction) against
 * one SQL aggregate of the same hours. Each round drafts and deletes the draft (which frees the shifts).
 * It exits 0 when a target is missed; only a broken setup fails it.
 */
import type { Actor } from '@portal/domain/access';
import { sql } from 'drizzle-orm';
import { createInvoicesService } from '../../apps/server/src/features/invoices/invoices.service';
import { median, ms as msOf, table } from './bench-stats';
import { benchMonth, monthHoursAggregate, openBenchDatabase, seedMonthOfShifts } from './month-of-shifts';

const ms = (value: number) => `${msOf(value)} ms`;

const targets = { draftMs: 3000, draftToSqlRatio: 5 };
const shiftCount = Number(process.env.BENCH_SHIFTS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

async function main(): Promise<void> {
  const { connection, db, one } = await openBenchDatabase();

  const seedStarted = performance.now();
  const { organizationId, accountId, adminId, contractId } = await seedMonthOfShifts(db, {
    shiftCount,
    workerCount: 200,
    prices: true,
    wages: false,
  });
  await db.execute(sql`vacuum analyze`);
  const seedMs = performance.now() - seedStarted;

  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const service = createInvoicesService({ db, clock, publicUrl: 'https://portal.example' });
  const actor: Actor = {
    userId: adminId,
    role: 'admin',
    accountIds: [accountId],
    organizationId,
    areaIds: null,
  };
  const aggregate = monthHoursAggregate(contractId);
  const month = benchMonth;

  const draftMs: number[] = [];
  const sqlMs: number[] = [];
  let lines = 0;
  let grossCents = 0;
  let hours = '';
  for (let round = 0; round < rounds + 1; round += 1) {
    const sqlStarted = performance.now();
    const figures = await one<{ shifts: number; hours: string }>(aggregate);
    const sqlTook = performance.now() - sqlStarted;
    const started = performance.now();
    const draft = await service.createInvoice({ actor, accountId, input: { contractId, ...month } });
    const took = performance.now() - started;
    await service.deleteInvoice({ actor, accountId, invoiceId: draft.id });
    if (round === 0) {
      continue; // warm-up: the first round pays for module and plan caches
    }
    draftMs.push(took);
    sqlMs.push(sqlTook);
    lines = draft.lines.length;
    grossCents = draft.grossCents;
    hours = `${figures.hours} h in ${figures.shifts} shifts`;
  }
  const draft = median(draftMs);
  const aggregateMs = median(sqlMs);
  const ratio = draft / aggregateMs;
  console.log(`\nInvoice of a month: ${shiftCount} verified shifts of one contract, PostgreSQL 15`);
  console.log(
    `seeded in ${ms(seedMs)}; ${rounds} rounds after a warm-up; ${lines} lines, ${(grossCents / 100).toFixed(2)} € gross`,
  );
  console.log(`SQL aggregate: ${hours}\n`);
  console.log(
    table([
      ['measure', 'median', 'min', 'max', 'target'],
      [
        'draft the invoice (service)',
        ms(draft),
        ms(Math.min(...draftMs)),
        ms(Math.max(...draftMs)),
        `< ${ms(targets.draftMs)}`,
      ],
      ['one SQL aggregate', ms(aggregateMs), ms(Math.min(...sqlMs)), ms(Math.max(...sqlMs)), ''],
      ['draft / aggregate', `${ratio.toFixed(1)}x`, '', '', `< ${targets.draftToSqlRatio}x`],
    ]),
  );
  const missed = [
    draft >= targets.draftMs ? `draft ${ms(draft)} >= ${ms(targets.draftMs)}` : null,
    ratio >= targets.draftToSqlRatio ? `ratio ${ratio.toFixed(1)}x >= ${targets.draftToSqlRatio}x` : null,
  ].filter((item) => item !== null);
  console.log(missed.length === 0 ? '\nTargets met.' : `\nTargets missed: ${missed.join('; ')}`);
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
