import type pg from 'pg';

/**
 * Seeds the calendar benchmark's world with set-based SQL (a few INSERT ... SELECT statements, no row by
 * row inserts): organizations, 50 accounts with areas, an agent, workers and a pool each, gigs of four
 * shifts, and 200,000 shifts spread over a year around today. One account is dense: its current month
 * (Helsinki) holds about 1,500 shifts, the calendar's limit. Statuses follow the shift lifecycle
 * (docs/decisions/0008-shift-lifecycle.md): past shifts verified, confirmed, awaiting confirmation or
 * expired; future ones open (some with reservations), booked or draft; a few soft-deleted everywhere.
 */

export type SeedOptions = {
  accounts: number;
  totalShifts: number;
  /** Shifts whose start falls in the dense account's current month. */
  denseMonthShifts: number;
  /** Shifts per day of the dense account outside that month. */
  densePerDay: number;
  days: number;
  /** How many of the `days` lie before today. */
  daysBeforeToday: number;
  admin: { email: string; passwordHash: string };
  /** Told how long each big step took. */
  onStep?: (label: string, ms: number) => void;
};

export type SeedSummary = {
  denseAccountId: string;
  organizationId: string;
  adminUserId: string;
  /** The dense month in Helsinki time as UTC instants: [from, to). */
  month: { from: string; to: string; label: string };
  shifts: number;
  gigs: number;
  workers: number;
  areas: number;
  denseMonthShifts: number;
};

const denseOrdinal = 1;

/** Splits `total` over `slots` as evenly as integers allow. */
function spread(total: number, slots: number): number[] {
  return Array.from(
    { length: slots },
    (_, index) => Math.floor(((index + 1) * total) / slots) - Math.floor((index * total) / slots),
  );
}

export async function seedCalendarData(client: pg.ClientBase, options: SeedOptions): Promise<SeedSummary> {
  const calendar = await client.query<{ day0: string; month_start_day: number; month_days: number }>(
    `with today as (select (now() at time zone 'Europe/Helsinki')::date as d)
     select (d - $1::int)::text as day0,
            (date_trunc('month', d)::date - (d - $1::int))::int as month_start_day,
            ((date_trunc('month', d) + interval '1 month')::date - date_trunc('month', d)::date)::int as month_days
       from today`,
    [options.daysBeforeToday],
  );
  const { day0, month_start_day: monthStartDay, month_days: monthDays } = calendar.rows[0] ?? {};
  if (day0 === undefined || monthStartDay === undefined || monthDays === undefined) {
    throw new Error('could not work out the benchmark calendar');
  }

  // Shifts per account per day: the dense account is packed into its current month, the others share
  // the rest evenly over the year.
  const denseMonth = spread(options.denseMonthShifts, monthDays);
  const denseRest = spread(options.densePerDay * (options.days - monthDays), options.days - monthDays);
  const denseCounts = Array.from({ length: options.days }, (_, day) => {
    const inMonth = day >= monthStartDay && day < monthStartDay + monthDays;
    if (inMonth) {
      return denseMonth[day - monthStartDay] ?? 0;
    }
    return denseRest[day < monthStartDay ? day : day - monthDays] ?? 0;
  });
  const denseTotal = denseCounts.reduce((sum, count) => sum + count, 0);
  const others = options.accounts - 1;
  const otherTotals = spread(options.totalShifts - denseTotal, others);
  const accountOrdinals: number[] = [];
  const dayIndexes: number[] = [];
  const counts: number[] = [];
  for (let account = 1; account <= options.accounts; account += 1) {
    const perDay =
      account === denseOrdinal ? denseCounts : spread(otherTotals[account - 2] ?? 0, options.days);
    perDay.forEach((count, day) => {
      accountOrdinals.push(account);
      dayIndexes.push(day);
      counts.push(count);
    });
  }

  let stepStart = performance.now();
  const stepDone = (label: string) => {
    const now = performance.now();
    options.onStep?.(label, now - stepStart);
    stepStart = now;
  };

  // Room for the staging table and the sort of 200,000 rows in memory (session settings only).
  await client.query(`set temp_buffers = '256MB'`);
  await client.query(`set work_mem = '256MB'`);
  await client.query('begin');
  // Ids are derived from a readable key, so later statements compute a row's id instead of looking it up;
  // the version and variant digits make them valid v4 UUIDs (the API's zod schemas check them).
  await client.query(
    `create function pg_temp.bench_id(key text) returns uuid language sql immutable as
     $$ select overlay(overlay(md5(key) placing '4' from 13) placing '8' from 17)::uuid $$`,
  );
  await client.query(
    `insert into organizations (id, name)
     select pg_temp.bench_id('org-' || o), 'Hoivapalvelut ' || o || ' Oy' from generate_series(1, $1::int) o`,
    [Math.ceil(options.accounts / 5)],
  );
  await client.query(
    `create temp table bench_account on commit drop as
     select a as ord, pg_temp.bench_id('account-' || a) as id, pg_temp.bench_id('org-' || ((a - 1) / 5 + 1)) as org_id,
            case when a = $2::int then 16 else 8 end as n_areas,
            case when a = $2::int then 200 else 40 end as n_workers
       from generate_series(1, $1::int) a`,
    [options.accounts, denseOrdinal],
  );
  await client.query(
    `insert into accounts (id, organization_id, name, country)
     select id, org_id, case when ord = $1::int then 'Tiheä Hoiva' else 'Asiakas ' || lpad(ord::text, 2, '0') end,
            case when ord % 10 = 0 then 'DE' else 'FI' end
       from bench_account`,
    [denseOrdinal],
  );
  await client.query(
    `insert into areas (id, account_id, name, contact, street_address, city, postcode, region, latitude, longitude,
                        location_precision)
     select pg_temp.bench_id('area-' || a.ord || '-' || r), a.id,
            'Palvelukoti ' || (array['Koivula','Männistö','Kuusela','Pihlajisto','Vaahtera','Tammela',
                                     'Lepola','Haapala'])[1 + r % 8] || ' ' || r,
            'Osastonhoitaja 040 ' || lpad((a.ord * 100 + r)::text, 7, '0'),
            'Hoitajankatu ' || r, (array['Tampere','Helsinki','Turku','Oulu'])[1 + a.ord % 4],
            '33' || lpad((r * 10)::text, 3, '0'), 'Pirkanmaa', 61.49 + r * 0.001, 23.76 + r * 0.001, 'postcode'
       from bench_account a cross join lateral generate_series(1, a.n_areas) r`,
  );
  await client.query(
    `insert into users (id, email, role, first_name, last_name, account_id, organization_id, status)
     select pg_temp.bench_id('agent-' || ord), 'agent-' || ord || '@bench.example', 'agent', 'Aino', 'Agentti ' || ord,
            id, org_id, 'accepted'
       from bench_account`,
  );
  const admin = await client.query<{ id: string }>(
    `insert into users (email, password_hash, role, first_name, last_name, account_id, organization_id, status)
     select $1, $2, 'admin', 'Benchmark', 'Admin', id, org_id, 'accepted' from bench_account where ord = $3::int
     returning id`,
    [options.admin.email, options.admin.passwordHash, denseOrdinal],
  );
  await client.query(
    `insert into users (id, email, role, first_name, last_name, mobile, account_id, profession, employment_type,
                        confirmed, address_city)
     select pg_temp.bench_id('worker-' || a.ord || '-' || w), 'worker-' || a.ord || '-' || w || '@bench.example', 'worker',
            (array['Tiina','Matti','Aino','Jussi','Leena','Sanna','Mikko','Elina'])[1 + w % 8],
            (array['Virtanen','Korhonen','Mäkinen','Nieminen','Mäkelä','Hämäläinen','Laine'])[1 + (w * 3) % 7],
            '+35840' || lpad((a.ord * 1000 + w)::text, 7, '0'), a.id,
            (array['sairaanhoitaja','lähihoitaja','lähihoitaja','hoiva-avustaja'])[1 + w % 4],
            'hourly', true, 'Tampere'
       from bench_account a cross join lateral generate_series(1, a.n_workers) w`,
  );
  await client.query(
    `insert into pools (id, account_id, name, is_default)
     select pg_temp.bench_id('pool-' || ord), id, 'Oma rengas', true from bench_account`,
  );
  await client.query(
    `insert into pool_members (pool_id, user_id)
     select pg_temp.bench_id('pool-' || a.ord), pg_temp.bench_id('worker-' || a.ord || '-' || w)
       from bench_account a cross join lateral generate_series(1, a.n_workers) w`,
  );

  stepDone('organizations, accounts, areas, users, pools');
  // Every shift, with its gig's key, in a staging table first: gigs are made from it, then shifts.
  await client.query(
    `create temp table bench_shift on commit drop as
     with days as (
       select acc, day, cnt from unnest($1::int[], $2::int[], $3::int[]) as t(acc, day, cnt)
     ), numbered as (
       select d.acc, d.day, (row_number() over (partition by d.acc order by d.day, s.slot) - 1)::int as k
         from days d cross join lateral generate_series(1, d.cnt) s(slot)
     ), timed as (
       select n.acc, n.k, a.id as account_id, a.n_workers,
              pg_temp.bench_id('gig-' || n.acc || '-' || (n.k / 4)) as gig_id,
              pg_temp.bench_id('area-' || n.acc || '-' || (1 + (n.k / 4) % a.n_areas)) as area_id,
              pg_temp.bench_id('agent-' || n.acc) as agent_id,
              abs(hashtext(n.acc || ':' || n.k)) % 100 as r,
              case when (n.k / 4) % 15 = 0 then 'draft' when (n.k / 4) % 50 = 7 then 'suggestion'
                   else 'published' end as gig_kind,
              (array['sairaanhoitaja','lähihoitaja','lähihoitaja','hoiva-avustaja','lähihoitaja'])[1 + (n.k / 4) % 5]
                as role_type,
              ((($4::date + n.day) + case when n.k % 10 < 5 then time '07:00' when n.k % 10 < 8 then time '14:00'
                                          else time '21:00' end) at time zone 'Europe/Helsinki') as starts_at,
              ((($4::date + n.day + case when n.k % 10 >= 8 then 1 else 0 end)
                 + case when n.k % 10 < 5 then time '15:00' when n.k % 10 < 8 then time '22:00'
                        else time '07:00' end) at time zone 'Europe/Helsinki') as ends_at
         from numbered n join bench_account a on a.ord = n.acc
     ), statused as (
       select t.*,
              case
                when t.r < 2 then 'deleted'
                when t.ends_at <= now() then
                  case when t.gig_kind <> 'published' then 'expired'
                       when t.ends_at > now() - interval '10 days' then
                         case when t.r < 45 then 'booked' when t.r < 85 then 'confirmed' else 'verified' end
                       when t.r < 10 then 'expired' when t.r < 22 then 'confirmed' else 'verified' end
                else
                  case when t.gig_kind <> 'published' then 'draft'
                       when t.starts_at < now() + interval '14 days' then
                         case when t.r < 75 then 'booked' else 'open' end
                       when t.r < 35 then 'booked' else 'open' end
              end as status,
              pg_temp.bench_id('worker-' || t.acc || '-' || (1 + (t.k * 7 + t.r) % t.n_workers)) as worker_id,
              pg_temp.bench_id('worker-' || t.acc || '-' || (1 + (t.k * 3) % t.n_workers)) as asker_1,
              pg_temp.bench_id('worker-' || t.acc || '-' || (1 + (t.k * 5 + 1) % t.n_workers)) as asker_2
         from timed t
     )
     select s.*,
            s.status in ('booked', 'confirmed', 'verified') as assigned,
            case when s.status = 'open' and s.r % 3 = 0 then array[s.asker_1, s.asker_2]
                 when s.status = 'open' and s.r % 3 = 1 then array[s.asker_1]
                 when s.status in ('booked', 'confirmed', 'verified') and s.r % 2 = 0 then array[s.worker_id]
                 else '{}'::uuid[] end as reservations,
            s.status = 'open' and s.r between 88 and 93 as boosted
       from statused s`,
    [accountOrdinals, dayIndexes, counts, day0],
  );
  stepDone('shift plan (staging table)');

  await client.query(
    `insert into gigs (id, account_id, area_id, title, status, is_published, available_shifts, total_shifts,
                       start_date, end_date, exp_date, role_type, requirements, contract, contact, absence_info,
                       street_address, city, postcode, region, latitude, longitude, published_at, created_by,
                       created_at, updated_at)
     select g.gig_id, g.account_id, g.area_id, g.title, g.status, g.status = 'published', g.available, g.total,
            g.start_date, g.end_date, g.end_date, g.role_type, 'Hygieniapassi', 'Puitesopimus 2026', ar.contact,
            'Poissaolot klo 6.45 mennessä', ar.street_address, ar.city, ar.postcode, ar.region, ar.latitude,
            ar.longitude, case when g.status = 'published' then g.created_at + interval '1 hour' end,
            g.agent_id, g.created_at, g.created_at
       from (
         select gig_id, account_id, area_id, agent_id, min(role_type) as role_type,
                initcap(min(role_type)) || ', ' || (select name from areas where id = area_id) as title,
                case min(gig_kind) when 'suggestion' then 'suggestion' when 'draft' then 'draft' else 'published' end
                  as status,
                (count(*) filter (where status = 'open'))::int as available,
                (count(*) filter (where status <> 'deleted'))::int as total,
                min(starts_at) as start_date, max(ends_at) as end_date,
                least(min(starts_at) - interval '14 days', now()) as created_at
           from bench_shift group by gig_id, account_id, area_id, agent_id
       ) g join areas ar on ar.id = g.area_id`,
  );

  stepDone('gigs');
  // History as the app writes it: created, published, asked for, assigned, confirmed, verified.
  const inserted = await client.query(
    `insert into shifts (account_id, area_id, gig_id, title, starts_at, ends_at, status, is_draft, reserved,
                         reservations, assigned_to, role_type, requirements, kilometrikorvaus, work_day_type, updates,
                         boosted, boost_type, boost_value, actual_starts_at, actual_ends_at, break_minutes,
                         confirmed_at, confirmed_by, inspection_sent_at, verified_at, verified_by, deleted_at,
                         created_at, updated_at)
     select s.account_id, s.area_id, s.gig_id, g.title, s.starts_at, s.ends_at, s.status, s.status = 'draft',
            s.assigned, s.reservations, case when s.assigned then s.worker_id end, s.role_type, 'Hygieniapassi',
            case when s.status in ('confirmed', 'verified') then (s.r % 20)::numeric end,
            case when s.status in ('confirmed', 'verified') then 'work_day' end,
            jsonb_build_array(jsonb_build_object('state', 'created', 'date', g.created_at, 'processer', s.agent_id,
                                                 'processerName', 'Aino Agentti', 'content', ''))
              || case when g.status = 'published' then jsonb_build_array(jsonb_build_object(
                   'state', 'published', 'date', g.published_at, 'processer', s.agent_id,
                   'processerName', 'Aino Agentti', 'content', '')) else '[]'::jsonb end
              || case when cardinality(s.reservations) > 0 then jsonb_build_array(jsonb_build_object(
                   'state', 'reservation_added', 'date', g.published_at + interval '1 day',
                   'processer', s.reservations[1], 'processerName', null, 'content', '')) else '[]'::jsonb end
              || case when s.assigned then jsonb_build_array(jsonb_build_object(
                   'state', 'assigned', 'date', g.published_at + interval '2 days', 'processer', s.agent_id,
                   'processerName', 'Aino Agentti', 'content', s.worker_id::text)) else '[]'::jsonb end
              || case when s.status in ('confirmed', 'verified') then jsonb_build_array(jsonb_build_object(
                   'state', 'confirmed', 'date', s.ends_at + interval '1 day', 'processer', s.agent_id,
                   'processerName', 'Aino Agentti', 'content', '')) else '[]'::jsonb end
              || case when s.status = 'verified' then jsonb_build_array(jsonb_build_object(
                   'state', 'verified', 'date', s.ends_at + interval '3 days', 'processer', s.agent_id,
                   'processerName', 'Aino Agentti', 'content', '')) else '[]'::jsonb end
              || case when s.status = 'deleted' then jsonb_build_array(jsonb_build_object(
                   'state', 'deleted', 'date', least(s.starts_at - interval '2 days', now()),
                   'processer', s.agent_id, 'processerName', 'Aino Agentti', 'content', '')) else '[]'::jsonb end,
            s.boosted, case when s.boosted then case when s.r % 2 = 0 then 'quick' else 'bonus' end end,
            case when s.boosted then 15 end,
            case when s.status in ('confirmed', 'verified') then s.starts_at end,
            case when s.status in ('confirmed', 'verified') then s.ends_at end,
            case when s.status in ('confirmed', 'verified') then 30 end,
            case when s.status in ('confirmed', 'verified') then s.ends_at + interval '1 day' end,
            case when s.status in ('confirmed', 'verified') then s.agent_id end,
            case when s.status in ('confirmed', 'verified') and s.r % 2 = 0 then s.ends_at + interval '2 days' end,
            case when s.status = 'verified' then s.ends_at + interval '3 days' end,
            case when s.status = 'verified' then s.agent_id end,
            case when s.status = 'deleted' then least(s.starts_at - interval '2 days', now()) end,
            g.created_at, g.created_at
       from bench_shift s join gigs g on g.id = s.gig_id`,
  );
  stepDone('shifts');
  const figures = await client.query<{ gigs: number; workers: number; areas: number; month_shifts: number }>(
    `select (select count(*) from gigs)::int as gigs,
            (select count(*) from users where role = 'worker')::int as workers,
            (select count(*) from areas)::int as areas,
            (select count(*) from bench_shift
              where acc = $1::int and status <> 'deleted'
                and starts_at >= (date_trunc('month', now() at time zone 'Europe/Helsinki') at time zone 'Europe/Helsinki')
                and starts_at < ((date_trunc('month', now() at time zone 'Europe/Helsinki') + interval '1 month')
                                 at time zone 'Europe/Helsinki'))::int as month_shifts`,
    [denseOrdinal],
  );
  const month = await client.query<{ from: string; to: string; label: string }>(
    `with m as (select date_trunc('month', now() at time zone 'Europe/Helsinki') as start)
     select to_json(start at time zone 'Europe/Helsinki')#>>'{}' as "from",
            to_json((start + interval '1 month') at time zone 'Europe/Helsinki')#>>'{}' as "to",
            to_char(start, 'MM/YYYY') as label
       from m`,
  );
  const ids = await client.query<{ account_id: string; organization_id: string }>(
    'select id as account_id, org_id as organization_id from bench_account where ord = $1::int',
    [denseOrdinal],
  );
  await client.query('commit');
  // Outside the transaction: a long-running database has its statistics and visibility map up to date.
  stepStart = performance.now();
  await client.query('vacuum analyze');
  stepDone('vacuum analyze');

  const figureRow = figures.rows[0];
  const monthRow = month.rows[0];
  const idRow = ids.rows[0];
  const adminRow = admin.rows[0];
  if (!figureRow || !monthRow || !idRow || !adminRow) {
    throw new Error('seed summary missing');
  }
  return {
    denseAccountId: idRow.account_id,
    organizationId: idRow.organization_id,
    adminUserId: adminRow.id,
    month: {
      from: new Date(monthRow.from).toISOString(),
      to: new Date(monthRow.to).toISOString(),
      label: monthRow.label,
    },
    shifts: inserted.rowCount ?? 0,
    gigs: figureRow.gigs,
    workers: figureRow.workers,
    areas: figureRow.areas,
    denseMonthShifts: figureRow.month_shifts,
  };
}
