import { addDays, helsinkiInstant } from '@portal/domain/shared';
import { sql } from 'drizzle-orm';
import { type Database, openPostgres } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';

/**
 * The benchmarks' month of work (invoice and payroll, docs/benchmarks.md): one account with one `sote`
 * contract whose entries change on the 16th, its workers, and `shiftCount` verified shifts of October 2026
 * (over the DST change): mornings, days, evenings and nights, with breaks and kilometres, spread over the
 * month and the workers. Set-based SQL, so seeding is not what is measured.
 */

/** The throwaway PostgreSQL of scripts/with-postgres.sh, migrated, and a helper for one-row answers. */
export async function openBenchDatabase() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.sh');
  }
  const connection = await openPostgres(url, { max: 4 });
  await migrateDatabase(connection);
  const db = connection.db;
  const one = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
  return { connection, db, one };
}

export const benchMonth = { periodFrom: '2026-10-01', periodTo: '2026-10-31' } as const;

/** Start times (Helsinki wall clock) and lengths in hours: morning, day, evening, night. */
const patterns = [
  { time: '07:00', hours: 8, breakMinutes: 30 },
  { time: '09:00', hours: 4, breakMinutes: 0 },
  { time: '14:00', hours: 8, breakMinutes: 30 },
  { time: '21:00', hours: 10, breakMinutes: 0 },
] as const;

const kinds = ['base', 'evening', 'night', 'saturday', 'sunday'] as const;

/** A contract version's entries: every kind of hour for every role, kilometres, and a nurse's own base. */
export const entriesOf = (base: number) => [
  ...kinds.map((kind, index) => ({ careRole: null, kind, cents: base + index * 400 })),
  { careRole: null, kind: 'kilometre', cents: 50 },
  { careRole: 'sairaanhoitaja', kind: 'base', cents: base + 750 },
];

export type MonthOfShifts = {
  organizationId: string;
  accountId: string;
  adminId: string;
  contractId: string;
  workerIds: string[];
};

type Options = { shiftCount: number; workerCount: number; prices: boolean; wages: boolean };

export async function seedMonthOfShifts(db: Database, options: Options): Promise<MonthOfShifts> {
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
  const version = (base: number) => JSON.stringify(entriesOf(base));
  const prices = (base: number) => (options.prices ? version(base) : '[]');
  const wages = (base: number) => (options.wages ? version(base - 1800) : '[]');
  await db.execute(sql`insert into customer_contract_versions (contract_id, valid_from, prices, wages) values
    (${contractId}, '2026-01-01', ${prices(3800)}::jsonb, ${wages(3800)}::jsonb),
    (${contractId}, '2026-10-16', ${prices(3990)}::jsonb, ${wages(3990)}::jsonb)`);
  const workerRows =
    (await db.execute(sql`insert into users (email, role, first_name, last_name, account_id, confirmed)
      select 'worker' || n || '@bench.example', 'worker', 'Tiina', 'Tekijä ' || n, ${accountId}, true
      from generate_series(1, ${options.workerCount}) as n
      returning id`)) as unknown as { rows: { id: string }[] };
  const workerIds = workerRows.rows.map((row) => row.id);

  const rows = Array.from({ length: options.shiftCount }, (_, index) => {
    const day = addDays(benchMonth.periodFrom, index % 31);
    const pattern = patterns[index % patterns.length] as (typeof patterns)[number];
    const startsAt = helsinkiInstant(day, pattern.time);
    const endsAt = new Date(startsAt.getTime() + pattern.hours * 3_600_000);
    return {
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      break_minutes: pattern.breakMinutes,
      role: index % 5 === 0 ? 'sairaanhoitaja' : 'lähihoitaja',
      kilometres: index % 3 === 0 ? 12.5 : null,
      worker: workerIds[index % workerIds.length] as string,
    };
  });
  await db.execute(sql`insert into shifts (account_id, area_id, contract_id, title, starts_at, ends_at,
      actual_starts_at, actual_ends_at, break_minutes, status, is_draft, assigned_to, role_type, kilometrikorvaus)
    select ${accountId}, ${areaId}, ${contractId}, 'Vuoro', s.starts_at, s.ends_at, s.starts_at, s.ends_at,
      s.break_minutes, 'verified', false, s.worker, s.role, s.kilometres
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(starts_at timestamptz, ends_at timestamptz,
      break_minutes int, worker uuid, role text, kilometres numeric)`);
  return { organizationId, accountId, adminId, contractId, workerIds };
}

/** One SQL aggregate of the same hours (the baseline each benchmark reports beside its own figure). */
export function monthHoursAggregate(contractId: string) {
  const from = helsinkiInstant(benchMonth.periodFrom).toISOString();
  const to = helsinkiInstant(addDays(benchMonth.periodTo, 1)).toISOString();
  return sql`select count(*)::int as shifts,
      round(sum(extract(epoch from (coalesce(actual_ends_at, ends_at) - coalesce(actual_starts_at, starts_at)))
        / 3600.0 - coalesce(break_minutes, 0) / 60.0), 2)::text as hours
    from shifts where contract_id = ${contractId} and status = 'verified' and deleted_at is null
      and starts_at >= ${from} and starts_at < ${to}`;
}
