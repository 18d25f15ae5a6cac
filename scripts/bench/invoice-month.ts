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
import { addDays, helsinkiInstant } from '@portal/domain/shared';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { createInvoicesService } from '../../apps/server/src/features/invoices/invoices.service';
import { median, ms as msOf, table } from './bench-stats';

const ms = (value: number) => `${msOf(value)} ms`;

const targets = { draftMs: 3000, draftToSqlRatio: 5 };
const shiftCount = Number(process.env.BENCH_SHIFTS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const month = { periodFrom: '2026-10-01', periodTo: '2026-10-31' };

/** Start times (Helsinki wall clock) and lengths in hours: morning, day, evening, night. */
const patterns = [
  { time: '07:00', hours: 8, breakMinutes: 30 },
  { time: '09:00', hours: 4, breakMinutes: 0 },
  { time: '14:00', hours: 8, breakMinutes: 30 },
  { time: '21:00', hours: 10, breakMinutes: 0 },
] as const;

const kinds = ['base', 'evening', 'night', 'saturday', 'sunday'] as const;
const pricesOf = (base: number) => [
  ...kinds.map((kind, index) => ({ careRole: null, kind, cents: base + index * 400 })),
  { careRole: null, kind: 'kilometre', cents: 50 },
  { careRole: 'sairaanhoitaja', kind: 'base', cents: base + 750 },
];

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.sh');
  }
  const connection = await openPostgres(url, { max: 4 });
  await migrateDatabase(connection);
  const db = connection.db;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;

  const { id: organizationId } = await one<{ id: string }>(
    sql`insert into organizations (name) values ('Bench Oy') returning id`,
  );
  const { id: accountId } = await one<{ id: string }>(
    sql`insert into accounts (name, organization_id) values ('Bench-asiakas', ${organizationId}) returning id`,
  );
  const { id: areaId } = await one<{ id: string }>(
    sql`insert into areas (account_id, name, city, postcode, region)
        values (${accountId}, 'Koivula', 'Tampere', '33100', 'Pirkanmaa') returning id`,
  );
  const { id: adminId } = await one<{ id: string }>(
    sql`insert into users (email, role, first_name, last_name, account_id, organization_id, status)
        values ('bench-admin@bench.example', 'admin', 'Bench', 'Admin', ${accountId}, ${organizationId}, 'accepted')
        returning id`,
  );
  const { id: contractId } = await one<{ id: string }>(
    sql`insert into customer_contracts (account_id, name, collective_agreement, vat_treatment, valid_from)
        values (${accountId}, 'Palvelukoti Koivula', 'sote', 'standard', '2026-01-01') returning id`,
  );
  await db.execute(sql`insert into customer_contract_versions (contract_id, valid_from, prices, wages) values
    (${contractId}, '2026-01-01', ${JSON.stringify(pricesOf(3800))}::jsonb, '[]'::jsonb),
    (${contractId}, '2026-10-16', ${JSON.stringify(pricesOf(3990))}::jsonb, '[]'::jsonb)`);
  const workers: string[] = [];
  for (let index = 0; index < 200; index += 1) {
    const { id } = await one<{ id: string }>(
      sql`insert into users (email, role, first_name, last_name, account_id, confirmed)
          values (${`worker${index}@bench.example`}, 'worker', 'Tiina', ${`Tekijä ${index}`}, ${accountId}, true)
          returning id`,
    );
    workers.push(id);
  }

  const seedStarted = performance.now();
  const rows = Array.from({ length: shiftCount }, (_, index) => {
    const day = addDays(month.periodFrom, index % 31);
    const pattern = patterns[index % patterns.length] as (typeof patterns)[number];
    const startsAt = helsinkiInstant(day, pattern.time);
    const endsAt = new Date(startsAt.getTime() + pattern.hours * 3_600_000);
    return {
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      breakMinutes: pattern.breakMinutes,
      role: index % 5 === 0 ? 'sairaanhoitaja' : 'lähihoitaja',
      kilometres: index % 3 === 0 ? 12.5 : null,
      worker: workers[index % workers.length] as string,
    };
  });
  await db.execute(sql`insert into shifts (account_id, area_id, contract_id, title, starts_at, ends_at,
      actual_starts_at, actual_ends_at, break_minutes, status, is_draft, assigned_to, role_type, kilometrikorvaus)
    select ${accountId}, ${areaId}, ${contractId}, 'Vuoro', s.starts_at, s.ends_at, s.starts_at, s.ends_at,
      s.break_minutes, 'verified', false, s.worker, s.role, s.kilometres
    from jsonb_to_recordset(${JSON.stringify(
      rows.map((row) => ({
        starts_at: row.startsAt,
        ends_at: row.endsAt,
        break_minutes: row.breakMinutes,
        worker: row.worker,
        role: row.role,
        kilometres: row.kilometres,
      })),
    )}::jsonb) as s(starts_at timestamptz, ends_at timestamptz, break_minutes int, worker uuid, role text,
      kilometres numeric)`);
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
  const from = helsinkiInstant(month.periodFrom).toISOString();
  const to = helsinkiInstant(addDays(month.periodTo, 1)).toISOString();
  const aggregate = sql`select count(*)::int as shifts,
      round(sum(extract(epoch from (coalesce(actual_ends_at, ends_at) - coalesce(actual_starts_at, starts_at)))
        / 3600.0 - coalesce(break_minutes, 0) / 60.0), 2)::text as hours
    from shifts where contract_id = ${contractId} and status = 'verified' and deleted_at is null
      and starts_at >= ${from} and starts_at < ${to}`;

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
