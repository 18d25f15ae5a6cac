/**
 * Payroll benchmark (a measurement, not a test): `npm run bench:payroll`, see docs/benchmarks.md.
 *
 * Runs inside scripts/with-postgres.sh (a throwaway PostgreSQL 15, removed afterwards). It migrates that
 * database and seeds one account with one contract (wages change on the 16th) and a month of 10,000
 * verified shifts of 1,000 workers (October 2026, over the DST change), each worker with a sealed identity
 * code and bank account. It then times a payroll run through the payroll service (the use case the API
 * runs: read the shifts, contracts, campaigns and payment details, pay every shift by the collective
 * agreement, add holiday compensation, write every payroll and line in one transaction) against one SQL
 * aggregate of the same hours. Each round makes the list and deletes it (which frees the shifts). The wage
 * report XML of 1,000 workers is measured by `npm run bench:wage-reports`.
 * It exits 0 when a target is missed; only a broken setup fails it.
 */
import type { Actor } from '@portal/domain/access';
import { sql } from 'drizzle-orm';
import { createPayrollService } from '../../apps/server/src/features/payroll/payroll.service';
import { createPersonalDataCipher, newPersonalDataKey } from '../../apps/server/src/lib/personal-data-cipher';
import { median, ms as msOf, table } from './bench-stats';
import { benchMonth, monthHoursAggregate, openBenchDatabase, seedMonthOfShifts } from './month-of-shifts';

const ms = (value: number) => `${msOf(value)} ms`;

const targets = { runMs: 3000 };
const shiftCount = Number(process.env.BENCH_SHIFTS ?? 10_000);
const workerCount = Number(process.env.BENCH_WORKERS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

async function main(): Promise<void> {
  const { connection, db, one } = await openBenchDatabase();

  const seedStarted = performance.now();
  const seeded = await seedMonthOfShifts(db, { shiftCount, workerCount, prices: false, wages: true });
  const cipher = createPersonalDataCipher(Buffer.from(newPersonalDataKey(), 'base64'));
  // The official example code and a valid Finnish IBAN: payroll only needs them to be on file.
  const details = seeded.workerIds.map((workerId) => ({
    worker_id: workerId,
    identity_code: cipher.encrypt('131052-308T'),
    iban: cipher.encrypt('FI4950009420028730'),
  }));
  await db.execute(sql`insert into worker_payment_details (worker_id, identity_code_cipher, iban_cipher, bic)
    select d.worker_id, d.identity_code, d.iban, 'OKOYFIHH'
    from jsonb_to_recordset(${JSON.stringify(details)}::jsonb) as d(worker_id uuid, identity_code text, iban text)`);
  await db.execute(sql`vacuum analyze`);
  const seedMs = performance.now() - seedStarted;

  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };
  const service = createPayrollService({ db, clock, personalData: cipher });
  const actor: Actor = {
    userId: seeded.adminId,
    role: 'admin',
    accountIds: [seeded.accountId],
    organizationId: seeded.organizationId,
    areaIds: null,
  };
  const aggregate = monthHoursAggregate(seeded.contractId);
  const input = { ...benchMonth, paymentDate: '2026-11-13' };

  const runMs: number[] = [];
  const sqlMs: number[] = [];
  let summary = '';
  let hours = '';
  for (let round = 0; round < rounds + 1; round += 1) {
    const sqlStarted = performance.now();
    const figures = await one<{ shifts: number; hours: string }>(aggregate);
    const sqlTook = performance.now() - sqlStarted;
    const started = performance.now();
    const list = await service.createPayrollList({ actor, accountId: seeded.accountId, input });
    const took = performance.now() - started;
    await service.deletePayrollList({ actor, accountId: seeded.accountId, payrollListId: list.id });
    if (round === 0) {
      continue; // warm-up: the first round pays for module and plan caches
    }
    runMs.push(took);
    sqlMs.push(sqlTook);
    const paidHours = (list.paidMinutes / 60).toFixed(2);
    summary = `${list.workers} payrolls, ${paidHours} paid hours, ${(list.grossCents / 100).toFixed(2)} € gross, ${list.excluded.length} shifts left out`;
    hours = `${figures.hours} h in ${figures.shifts} shifts`;
  }
  const run = median(runMs);
  const aggregateMs = median(sqlMs);
  console.log(
    `\nPayroll run of a month: ${shiftCount} verified shifts of ${workerCount} workers, PostgreSQL 15`,
  );
  console.log(`seeded in ${ms(seedMs)}; ${rounds} rounds after a warm-up; ${summary}`);
  console.log(`SQL aggregate: ${hours}\n`);
  console.log(
    table([
      ['measure', 'median', 'min', 'max', 'target'],
      [
        'payroll run (service)',
        ms(run),
        ms(Math.min(...runMs)),
        ms(Math.max(...runMs)),
        `< ${ms(targets.runMs)}`,
      ],
      ['one SQL aggregate', ms(aggregateMs), ms(Math.min(...sqlMs)), ms(Math.max(...sqlMs)), ''],
      ['run / aggregate', `${(run / aggregateMs).toFixed(1)}x`, '', '', ''],
    ]),
  );
  console.log(
    run < targets.runMs ? '\nTarget met.' : `\nTarget missed: run ${ms(run)} >= ${ms(targets.runMs)}`,
  );
  await connection.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
