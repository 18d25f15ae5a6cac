import type { Worker, WorkerActivity, WorkerInput, WorkerList, WorkerOptions } from '@portal/domain/workers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { poolMembers } from '../../db/schema/pools.schema';
import { shifts } from '../../db/schema/shifts.schema';
import { users } from '../../db/schema/users.schema';
import { recordAudit } from '../../lib/audit';
import {
  buildArea,
  buildPool,
  buildShift,
  buildStaffUser,
  buildTenancy,
  buildWorker,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Tenancy = Awaited<ReturnType<typeof buildTenancy>>;
type IssueBody = { code: string; issues: { path: string[]; message: string }[] };

// The test clock starts at 22.11.2026 12:00 in Helsinki.
// Moves of the clock stay within the access token's 15 minutes.
const minute = 60_000;
const hour = 60 * minute;
const now = new Date('2026-11-22T10:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * hour);

function workerBody(overrides: Partial<WorkerInput> = {}): WorkerInput {
  return {
    fullName: 'Maija Meikäläinen',
    email: 'maija.meikalainen@test.example',
    mobile: '+358401234567',
    birthday: '1980-05-17',
    profession: 'lähihoitaja',
    employmentType: 'gig-worker',
    status: 'accepted',
    confirmed: false,
    love: true,
    residency: 'FI',
    locale: 'fi',
    addressCity: 'Tampere',
    addressRegion: 'Pirkanmaa',
    applicationSeeking: ['keikkatyö'],
    applicationStart: '2026-12-01',
    applicationEnd: '2027-01-31',
    poolIds: [],
    ...overrides,
  };
}

describe('personnel routes', () => {
  let test: TestApp;
  let world: Tenancy;
  let agentToken: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    test.clock.set(now);
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    agentToken = await test.signIn(world.users.agent.email);
  });

  const db = () => test.database.connection.db;
  const workersUrl = (accountId = world.accountA1.id) => `/api/accounts/${accountId}/workers`;
  const list = async (query = '', token = agentToken) => {
    const response = await test.request(token, { method: 'GET', url: `${workersUrl()}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkerList>();
  };
  const namesOf = (page: WorkerList) => page.items.map((item) => item.fullName);
  const create = (payload: WorkerInput, token = agentToken) =>
    test.request(token, { method: 'POST', url: workersUrl(), payload });
  const update = (workerId: string, payload: WorkerInput, token = agentToken) =>
    test.request(token, { method: 'PUT', url: `${workersUrl()}/${workerId}`, payload });
  const welcomeMails = () => db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'welcome'));

  describe('list', () => {
    it('pages the account’s workers by name, 10 a page, with their pools; staff, deleted and other accounts are left out', async () => {
      const accountId = world.accountA1.id;
      const pool = await buildPool(db(), { accountId, name: 'Tampereen rengas' });
      const names = [
        'Aino',
        'Bea',
        'Cecilia',
        'Daniela',
        'Eeva',
        'Fanni',
        'Greta',
        'Helmi',
        'Iida',
        'Jenna',
        'Kaisa',
        'Lotta',
      ];
      for (const firstName of [...names].reverse()) {
        const worker = await buildWorker(db(), { accountId, firstName, lastName: 'Virtanen' });
        if (firstName === 'Aino') {
          await db().insert(poolMembers).values({ poolId: pool.id, userId: worker.id });
        }
      }
      await buildWorker(db(), {
        accountId,
        firstName: 'Poistettu',
        lastName: 'Työntekijä',
        status: 'deleted',
      });
      await buildWorker(db(), { accountId: world.accountA2.id, firstName: 'Anna', lastName: 'Toinen' });

      const first = await list();
      expect(first).toMatchObject({ total: 12, page: 1, perPage: 10 });
      expect(namesOf(first)).toEqual(names.slice(0, 10).map((name) => `${name} Virtanen`));
      expect(first.items[0]?.pools).toEqual([{ id: pool.id, name: 'Tampereen rengas', isDefault: false }]);
      expect(namesOf(await list('?page=2'))).toEqual(['Kaisa Virtanen', 'Lotta Virtanen']);
      expect(namesOf(await list('?perPage=3&sort=name-desc'))).toEqual([
        'Lotta Virtanen',
        'Kaisa Virtanen',
        'Jenna Virtanen',
      ]);
    });

    it('searches name, e-mail and mobile', async () => {
      const accountId = world.accountA1.id;
      await buildWorker(db(), {
        accountId,
        firstName: 'Maija',
        lastName: 'Mäkinen',
        mobile: '+358401112233',
      });
      await buildWorker(db(), {
        accountId,
        firstName: 'Pekka',
        lastName: 'Pouta',
        email: 'pekka.sairaanhoitaja@test.example',
      });
      await buildWorker(db(), { accountId, firstName: 'Liisa', lastName: 'Laine', mobile: '+358509998877' });

      expect(namesOf(await list('?search=maija%20m%C3%A4k'))).toEqual(['Maija Mäkinen']);
      expect(namesOf(await list('?search=SAIRAANHOITAJA'))).toEqual(['Pekka Pouta']);
      expect(namesOf(await list('?search=50%20999'))).toEqual(['Liisa Laine']);
      // LIKE wildcards typed by the user are taken literally.
      expect((await list('?search=%25%25')).total).toBe(0);
      expect((await list('?search=')).total).toBe(3);
    });

    it('refuses a search shorter than 2 characters, naming the field and the reason', async () => {
      const response = await test.request(agentToken, { method: 'GET', url: `${workersUrl()}?search=a` });
      expect(response.statusCode).toBe(400);
      const body = response.json<IssueBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues).toEqual([{ path: ['search'], message: 'SEARCH_TOO_SHORT' }]);
    });

    it('filters by status, profession, pool, city and region', async () => {
      const accountId = world.accountA1.id;
      const pool = await buildPool(db(), { accountId });
      const otherAccountPool = await buildPool(db(), { accountId: world.accountA2.id });
      const nurse = await buildWorker(db(), {
        accountId,
        firstName: 'Sanna',
        lastName: 'Sairaanhoitaja',
        profession: 'sairaanhoitaja',
        addressCity: 'Tampere',
        addressRegion: 'Pirkanmaa',
      });
      await db().insert(poolMembers).values({ poolId: pool.id, userId: nurse.id });
      await buildWorker(db(), {
        accountId,
        firstName: 'Lea',
        lastName: 'Lähihoitaja',
        profession: 'lähihoitaja',
        status: 'applied',
        addressCity: 'Espoo',
        addressRegion: 'Uusimaa',
      });

      expect(namesOf(await list('?status=applied'))).toEqual(['Lea Lähihoitaja']);
      expect(namesOf(await list(`?profession=${encodeURIComponent('sairaanhoitaja')}`))).toEqual([
        'Sanna Sairaanhoitaja',
      ]);
      expect(namesOf(await list(`?poolId=${pool.id}`))).toEqual(['Sanna Sairaanhoitaja']);
      expect((await list(`?poolId=${otherAccountPool.id}`)).total).toBe(0);
      expect(namesOf(await list('?city=espoo'))).toEqual(['Lea Lähihoitaja']);
      expect(namesOf(await list('?region=Pirkanmaa'))).toEqual(['Sanna Sairaanhoitaja']);
      expect((await list('?region=Uusimaa&status=accepted')).total).toBe(0);
    });

    it('filters workers over 50: born more than 50 years before today in Helsinki', async () => {
      const accountId = world.accountA1.id;
      await buildWorker(db(), {
        accountId,
        firstName: 'Yli',
        lastName: 'Viisikymppinen',
        birthday: '1976-11-21',
      });
      await buildWorker(db(), {
        accountId,
        firstName: 'Tänään',
        lastName: 'Viisikymmentä',
        birthday: '1976-11-22',
      });
      await buildWorker(db(), {
        accountId,
        firstName: 'Nuori',
        lastName: 'Työntekijä',
        birthday: '1999-01-01',
      });
      await buildWorker(db(), { accountId, firstName: 'Ei', lastName: 'Syntymäpäivää', birthday: null });

      expect(namesOf(await list('?overFifty=true'))).toEqual(['Yli Viisikymppinen']);
      expect((await list('?overFifty=false')).total).toBe(4);
      // At 23:30 UTC it is already 23.11. in Helsinki: the one born 22.11.1976 is now over 50 too.
      test.clock.set(new Date('2026-11-22T23:30:00Z'));
      const laterToken = await test.signIn(world.users.agent.email);
      expect(namesOf(await list('?overFifty=true', laterToken))).toEqual([
        'Tänään Viisikymmentä',
        'Yli Viisikymppinen',
      ]);
    });

    it('filters workers with booked, confirmed, booked-and-reserved or expired shifts in the account', async () => {
      const accountId = world.accountA1.id;
      const areaId = world.otherArea.id;
      const booked = await buildWorker(db(), { accountId, firstName: 'Varattu', lastName: 'Vuoro' });
      const reserved = await buildWorker(db(), { accountId, firstName: 'Varattu', lastName: 'Vahvistettu' });
      const confirmed = await buildWorker(db(), { accountId, firstName: 'Tehty', lastName: 'Vuoro' });
      const expired = await buildWorker(db(), { accountId, firstName: 'Vanhentunut', lastName: 'Pyyntö' });
      const elsewhere = await buildWorker(db(), { accountId, firstName: 'Muualla', lastName: 'Vuoro' });
      await buildWorker(db(), { accountId, firstName: 'Ei', lastName: 'Vuoroja' });
      const times = { startsAt: at(24), endsAt: at(32) };
      await buildShift(db(), { accountId, areaId, ...times, status: 'booked', assignedTo: booked.id });
      await buildShift(db(), {
        accountId,
        areaId,
        ...times,
        status: 'booked',
        reserved: true,
        assignedTo: reserved.id,
      });
      await buildShift(db(), { accountId, areaId, ...times, status: 'confirmed', assignedTo: confirmed.id });
      // An expired shift the worker had asked for.
      await buildShift(db(), { accountId, areaId, ...times, status: 'expired', reservations: [expired.id] });
      // A confirmed shift in another account does not count here.
      const otherArea = await buildArea(db(), { accountId: world.accountA2.id });
      await buildShift(db(), {
        accountId: world.accountA2.id,
        areaId: otherArea.id,
        ...times,
        status: 'confirmed',
        assignedTo: elsewhere.id,
      });

      expect(namesOf(await list('?shifts=booked'))).toEqual(['Varattu Vahvistettu', 'Varattu Vuoro']);
      expect(namesOf(await list('?shifts=booked-and-reserved'))).toEqual(['Varattu Vahvistettu']);
      expect(namesOf(await list('?shifts=confirmed'))).toEqual(['Tehty Vuoro']);
      expect(namesOf(await list('?shifts=expired'))).toEqual(['Vanhentunut Pyyntö']);
    });

    it.each([
      ['?page=0'],
      ['?perPage=101'],
      ['?shifts=open'],
      ['?overFifty=yes'],
      ['?profession=nurse'],
      ['?poolId=x'],
    ])('refuses %s with 400', async (query) => {
      const response = await test.request(agentToken, { method: 'GET', url: `${workersUrl()}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<IssueBody>().code).toBe('VALIDATION_FAILED');
    });
  });

  it('gives the filter and form choices: the account’s pools, default first, and its workers’ cities', async () => {
    const accountId = world.accountA1.id;
    const ring = await buildPool(db(), { accountId, name: 'Rengas B' });
    const defaultPool = await buildPool(db(), { accountId, name: 'Kaikki', isDefault: true });
    await buildPool(db(), { accountId: world.accountA2.id, name: 'Toisen tilin rengas' });
    await buildWorker(db(), { accountId, addressCity: 'Tampere' });
    await buildWorker(db(), { accountId, addressCity: 'Espoo' });
    await buildWorker(db(), { accountId, addressCity: 'Tampere' });
    await buildWorker(db(), { accountId: world.accountA2.id, addressCity: 'Oulu' });

    const response = await test.request(agentToken, { method: 'GET', url: `${workersUrl()}/options` });
    expect(response.json<WorkerOptions>()).toEqual({
      pools: [
        { id: defaultPool.id, name: 'Kaikki', isDefault: true },
        { id: ring.id, name: 'Rengas B', isDefault: false },
      ],
      cities: ['Espoo', 'Tampere'],
    });
  });

  describe('create', () => {
    it('stores the worker: full name split, e-mail lower-case, birthday YYYY-MM-DD, pools, audit', async () => {
      const pool = await buildPool(db(), { accountId: world.accountA1.id, name: 'Tampereen rengas' });
      const response = await create(
        workerBody({
          fullName: 'Anna Maria  Virtanen',
          email: 'Anna.Virtanen@Test.Example',
          poolIds: [pool.id],
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const worker = response.json<Worker>();
      expect(worker).toMatchObject({
        accountId: world.accountA1.id,
        fullName: 'Anna Maria Virtanen',
        firstName: 'Anna Maria',
        lastName: 'Virtanen',
        email: 'anna.virtanen@test.example',
        mobile: '+358401234567',
        birthday: '1980-05-17',
        profession: 'lähihoitaja',
        employmentType: 'gig-worker',
        status: 'accepted',
        confirmed: false,
        love: true,
        residency: 'FI',
        addressCity: 'Tampere',
        addressRegion: 'Pirkanmaa',
        applicationSeeking: ['keikkatyö'],
        applicationStart: '2026-12-01',
        applicationEnd: '2027-01-31',
        stepState: 'waiting_for_contract',
        welcomeSentAt: null,
        pools: [{ id: pool.id, name: 'Tampereen rengas', isDefault: false }],
      });
      const [stored] = await db().select().from(users).where(eq(users.id, worker.id));
      expect(stored).toMatchObject({
        role: 'worker',
        organizationId: world.organization.id,
        passwordHash: null,
      });
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.subjectId, worker.id));
      expect(entry).toMatchObject({ action: 'create', subject: 'Worker', actorId: world.users.agent.id });
      expect(await welcomeMails()).toEqual([]);

      const read = await test.request(agentToken, { method: 'GET', url: `${workersUrl()}/${worker.id}` });
      expect(read.json<Worker>()).toEqual(worker);
    });

    it.each([
      [{ fullName: 'Maija' }, 'fullName', 'FULL_NAME_INVALID'],
      [{ email: 'maija@example' }, 'email', 'EMAIL_INVALID'],
      [{ mobile: '040-12' }, 'mobile', 'PHONE_INVALID'],
      [{ applicationStart: '2027-02-01' }, 'applicationEnd', 'END_BEFORE_START'],
    ] as const)('refuses %j naming %s (%s) and creates nothing', async (change, field, message) => {
      const response = await create(workerBody(change));
      expect(response.statusCode).toBe(400);
      const body = response.json<IssueBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues).toContainEqual({ path: [field], message });
      expect((await list()).total).toBe(0);
    });

    it.each([
      [{ birthday: '17.05.1980' }, 'birthday'],
      [{ profession: 'nurse' }, 'profession'],
      [{ addressRegion: 'Helsinki' }, 'addressRegion'],
      [{ status: 'deleted' }, 'status'],
    ])('refuses %j naming %s', async (change, field) => {
      const response = await create(workerBody(change as Partial<WorkerInput>));
      expect(response.statusCode).toBe(400);
      expect(response.json<IssueBody>().issues.map((issue) => issue.path[0])).toContain(field);
    });

    it('answers EMAIL_IN_USE for an address any user has, in any case, and creates nothing', async () => {
      await buildStaffUser(db(), {
        role: 'admin',
        accountId: world.accountB1.id,
        email: 'varattu@test.example',
      });
      const response = await create(workerBody({ email: 'VARATTU@test.example' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'EMAIL_IN_USE', details: { field: 'email' } });
      expect((await list()).total).toBe(0);
    });

    it('answers 404 for a pool of another account, and creates nothing', async () => {
      const otherPool = await buildPool(db(), { accountId: world.accountA2.id });
      const response = await create(workerBody({ poolIds: [otherPool.id] }));
      expect(response.statusCode).toBe(404);
      expect((await list()).total).toBe(0);
    });

    it('queues the welcome e-mail in Finnish when created confirmed, and stamps it', async () => {
      const response = await create(workerBody({ confirmed: true }));
      const worker = response.json<Worker>();
      expect(worker.welcomeSentAt).toBe(now.toISOString());
      const mails = await welcomeMails();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        accountId: world.accountA1.id,
        to: 'maija.meikalainen@test.example',
        subject: `Tervetuloa työntekijäksemme – ${world.accountA1.name}`,
        status: 'queued',
      });
      expect(mails[0]?.text).toContain('Hei Maija,');
    });

    it('writes the welcome e-mail in the worker’s language', async () => {
      await create(workerBody({ confirmed: true, locale: 'en' }));
      const [mail] = await welcomeMails();
      expect(mail?.subject).toBe(`Welcome to ${world.accountA1.name}`);
      expect(mail?.text).toContain('Hello Maija,');
    });
  });

  describe('update', () => {
    it('saves the changes, replaces the account’s pool memberships and audits only what changed', async () => {
      const accountId = world.accountA1.id;
      const oldPool = await buildPool(db(), { accountId, name: 'Vanha' });
      const newPool = await buildPool(db(), { accountId, name: 'Uusi' });
      const otherAccountPool = await buildPool(db(), { accountId: world.accountA2.id });
      const created = (await create(workerBody({ poolIds: [oldPool.id] }))).json<Worker>();
      // A membership in another account's pool is not this account's to change.
      await db().insert(poolMembers).values({ poolId: otherAccountPool.id, userId: created.id });
      test.clock.advance(minute);

      const response = await update(
        created.id,
        workerBody({ mobile: '+358509876543', addressCity: 'Espoo', poolIds: [newPool.id] }),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Worker>()).toMatchObject({
        mobile: '+358509876543',
        addressCity: 'Espoo',
        pools: [{ id: newPool.id, name: 'Uusi', isDefault: false }],
        updatedAt: new Date(now.getTime() + minute).toISOString(),
      });
      const memberships = await db().select().from(poolMembers).where(eq(poolMembers.userId, created.id));
      expect(memberships.map((row) => row.poolId).sort()).toEqual([newPool.id, otherAccountPool.id].sort());
      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, created.id), eq(auditLog.action, 'update')));
      expect(entry?.changes).toEqual({
        before: { mobile: '+358401234567', addressCity: 'Tampere', poolIds: [oldPool.id] },
        after: { mobile: '+358509876543', addressCity: 'Espoo', poolIds: [newPool.id] },
      });
    });

    it('keeps the worker’s own address in another case, but refuses another user’s', async () => {
      const created = (await create(workerBody())).json<Worker>();
      const own = await update(created.id, workerBody({ email: 'MAIJA.meikalainen@test.example' }));
      expect(own.statusCode).toBe(200);
      await buildWorker(db(), { accountId: world.accountA1.id, email: 'toinen@test.example' });
      const taken = await update(created.id, workerBody({ email: 'Toinen@test.example' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ code: string }>().code).toBe('EMAIL_IN_USE');
    });

    it('sends the welcome e-mail the first time confirmed turns true, and never again', async () => {
      const created = (await create(workerBody({ confirmed: false }))).json<Worker>();
      expect(await welcomeMails()).toHaveLength(0);

      const confirmed = await update(created.id, workerBody({ confirmed: true }));
      expect(confirmed.json<Worker>().welcomeSentAt).toBe(now.toISOString());
      expect(await welcomeMails()).toHaveLength(1);

      // Saved again while confirmed, unconfirmed, and confirmed once more: still the one e-mail.
      await update(created.id, workerBody({ confirmed: true, mobile: '+358500000001' }));
      await update(created.id, workerBody({ confirmed: false }));
      test.clock.advance(minute);
      const again = await update(created.id, workerBody({ confirmed: true }));
      expect(again.statusCode).toBe(200);
      expect(again.json<Worker>().welcomeSentAt).toBe(now.toISOString());
      expect(await welcomeMails()).toHaveLength(1);
      const sends = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, created.id), eq(auditLog.action, 'send-welcome-mail')));
      expect(sends).toHaveLength(1);
    });

    it('does not send it to a worker who was already confirmed before (no change of confirmed)', async () => {
      const worker = await buildWorker(db(), { accountId: world.accountA1.id, confirmed: true });
      const response = await update(worker.id, workerBody({ email: worker.email, confirmed: true }));
      expect(response.statusCode).toBe(200);
      expect(await welcomeMails()).toHaveLength(0);
    });

    it('answers 404 for a worker of another account and for a staff user', async () => {
      const otherWorker = await buildWorker(db(), { accountId: world.accountA2.id });
      const orgAdmin = await test.signIn(world.users['organization-admin'].email);
      for (const id of [otherWorker.id, world.users.agent.id]) {
        expect((await update(id, workerBody(), orgAdmin)).statusCode).toBe(404);
        const read = await test.request(orgAdmin, { method: 'GET', url: `${workersUrl()}/${id}` });
        expect(read.statusCode).toBe(404);
      }
      const [unchanged] = await db().select().from(users).where(eq(users.id, otherWorker.id));
      expect(unchanged?.email).toBe(otherWorker.email);
    });
  });

  describe('detail', () => {
    it('shows the step state from the work contract flags', async () => {
      const accountId = world.accountA1.id;
      const pending = await buildWorker(db(), {
        accountId,
        workContractSent: true,
        workContractSigned: false,
      });
      const signed = await buildWorker(db(), { accountId, workContractSent: true, workContractSigned: true });
      const get = (id: string) => test.request(agentToken, { method: 'GET', url: `${workersUrl()}/${id}` });
      expect((await get(pending.id)).json<Worker>().stepState).toBe('contract_pending');
      expect((await get(signed.id)).json<Worker>().stepState).toBeNull();
    });

    it('lists upcoming booked shifts by end, areas with confirmed shifts, and the history newest first', async () => {
      const accountId = world.accountA1.id;
      const worker = await buildWorker(db(), { accountId, firstName: 'Heli', lastName: 'Hoitaja' });
      const other = await buildWorker(db(), { accountId });
      const kuusikko = await buildArea(db(), { accountId, name: 'Kuusikko', city: 'Tampere' });
      const areaId = world.otherArea.id;
      const shift = (hoursFromNow: number, length: number, overrides: Partial<typeof shifts.$inferInsert>) =>
        buildShift(db(), {
          accountId,
          areaId,
          startsAt: at(hoursFromNow),
          endsAt: at(hoursFromNow + length),
          assignedTo: worker.id,
          reserved: true,
          ...overrides,
        });
      await shift(48, 8, { title: 'Myöhempi', status: 'booked' });
      await shift(24, 12, { title: 'Pitkä', status: 'booked' });
      await shift(30, 2, { title: 'Lyhyt', status: 'confirmed', areaId: kuusikko.id });
      await shift(-2, 4, { title: 'Käynnissä', status: 'booked' });
      await shift(-10, 8, { title: 'Päättynyt', status: 'confirmed' });
      await shift(-40, 8, { title: 'Päättynyt Kuusikossa', status: 'confirmed', areaId: kuusikko.id });
      await shift(24, 8, { title: 'Avoin', status: 'open', assignedTo: null, reserved: false });
      await shift(24, 8, { title: 'Toisen', status: 'booked', assignedTo: other.id });
      await shift(24, 8, { title: 'Vanhentunut', status: 'expired' });

      await recordAudit(db(), {
        actorId: world.users.admin.id,
        accountId,
        action: 'update',
        subject: 'Worker',
        subjectId: worker.id,
        changes: { before: { mobile: null }, after: { mobile: '+358401234567' } },
      });
      await recordAudit(db(), {
        actorId: world.users.agent.id,
        accountId,
        action: 'create',
        subject: 'WorkerBlock',
        subjectId: '11111111-1111-4111-8111-111111111111',
        changes: { workerId: worker.id, reason: 'Myöhästelyä' },
      });
      await recordAudit(db(), {
        actorId: null,
        accountId: world.accountA2.id,
        action: 'update',
        subject: 'Worker',
        subjectId: worker.id,
      });
      await recordAudit(db(), {
        actorId: null,
        accountId,
        action: 'update',
        subject: 'Worker',
        subjectId: other.id,
      });

      const response = await test.request(agentToken, {
        method: 'GET',
        url: `${workersUrl()}/${worker.id}/activity`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const activity = response.json<WorkerActivity>();
      expect(activity.upcomingShifts.map((item) => item.title)).toEqual([
        'Käynnissä',
        'Lyhyt',
        'Pitkä',
        'Myöhempi',
      ]);
      expect(activity.upcomingShifts[1]).toMatchObject({
        areaId: kuusikko.id,
        areaName: 'Kuusikko',
        status: 'confirmed',
        startsAt: at(30).toISOString(),
        endsAt: at(32).toISOString(),
      });
      expect(activity.confirmedAreas).toEqual([
        { id: kuusikko.id, name: 'Kuusikko', city: 'Tampere', confirmedShifts: 2 },
        { id: areaId, name: world.otherArea.name, city: 'Tampere', confirmedShifts: 1 },
      ]);
      expect(activity.history).toMatchObject([
        { subject: 'WorkerBlock', action: 'create', actorName: 'Testi agent', fields: [] },
        { subject: 'Worker', action: 'update', actorName: 'Testi admin', fields: ['mobile'] },
      ]);
    });

    it('lists at most 900 upcoming shifts (spec section 9), the soonest ending first', async () => {
      const accountId = world.accountA1.id;
      const worker = await buildWorker(db(), { accountId });
      await db()
        .insert(shifts)
        .values(
          Array.from({ length: 901 }, (_, index) => ({
            accountId,
            areaId: world.otherArea.id,
            title: `Vuoro ${index}`,
            status: 'booked' as const,
            isDraft: false,
            reserved: true,
            assignedTo: worker.id,
            startsAt: at(index + 1),
            endsAt: at(index + 2),
          })),
        );
      const response = await test.request(agentToken, {
        method: 'GET',
        url: `${workersUrl()}/${worker.id}/activity`,
      });
      const upcoming = response.json<WorkerActivity>().upcomingShifts;
      expect(upcoming).toHaveLength(900);
      expect(upcoming[0]?.title).toBe('Vuoro 0');
      expect(upcoming.at(-1)?.title).toBe('Vuoro 899');
    });
  });

  describe('access', () => {
    it('refuses a customer of the account with 403', async () => {
      const customer = await test.signIn(world.users.customer.email);
      const worker = await buildWorker(db(), { accountId: world.accountA1.id });
      expect((await test.request(customer, { method: 'GET', url: workersUrl() })).statusCode).toBe(403);
      expect((await create(workerBody(), customer)).statusCode).toBe(403);
      expect((await update(worker.id, workerBody(), customer)).statusCode).toBe(403);
    });

    it.each(['agent', 'admin'] as const)('answers 404 to an %s of another account', async (role) => {
      const outsider = await buildStaffUser(db(), {
        role,
        accountId: world.accountB1.id,
        organizationId: world.otherOrganization.id,
      });
      const token = await test.signIn(outsider.email);
      const worker = await buildWorker(db(), { accountId: world.accountA1.id });
      const requests = [
        test.request(token, { method: 'GET', url: workersUrl() }),
        test.request(token, { method: 'GET', url: `${workersUrl()}/${worker.id}` }),
        test.request(token, { method: 'GET', url: `${workersUrl()}/${worker.id}/activity` }),
        create(workerBody(), token),
        update(worker.id, workerBody(), token),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.statusCode).toBe(404);
        expect(response.json<{ code: string }>().code).toBe('NOT_FOUND');
      }
      // Its own account cannot name a worker of A1 either.
      const ownAccount = await test.request(token, {
        method: 'GET',
        url: `${workersUrl(world.accountB1.id)}/${worker.id}`,
      });
      expect(ownAccount.statusCode).toBe(404);
      const [unchanged] = await db().select().from(users).where(eq(users.id, worker.id));
      expect(unchanged?.email).toBe(worker.email);
    });
  });
});
