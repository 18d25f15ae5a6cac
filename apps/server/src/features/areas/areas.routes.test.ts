import { defaultAbsenceInfo } from '@portal/domain/areas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.schema';
import { auditLog } from '../../db/schema/audit.schema';
import {
  buildArea,
  buildPool,
  buildShift,
  buildStaffUser,
  buildTenancy,
  buildWorker,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;
type AreaBody = Record<string, unknown> & { id: string; name: string; updatedAt: string };

describe('work area routes', () => {
  let test: TestApp;
  let world: World;
  let tokens: Record<'admin' | 'agent' | 'customer' | 'superAdmin' | 'otherAdmin' | 'otherAgent', string>;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    const db = test.database.connection.db;
    world = await buildTenancy(db);
    // Staff of another account (B1): every A1 area must be invisible to them.
    const otherAdmin = await buildStaffUser(db, { role: 'admin', accountId: world.accountB1.id });
    const otherAgent = await buildStaffUser(db, { role: 'agent', accountId: world.accountB1.id });
    tokens = {
      admin: await test.signIn(world.users.admin.email),
      agent: await test.signIn(world.users.agent.email),
      customer: await test.signIn(world.users.customer.email),
      superAdmin: await test.signIn(world.users['super-admin'].email),
      otherAdmin: await test.signIn(otherAdmin.email),
      otherAgent: await test.signIn(otherAgent.email),
    };
  });

  const base = () => `/api/accounts/${world.accountA1.id}/areas`;
  const db = () => test.database.connection.db;

  async function createArea(token: string, payload: Record<string, unknown>) {
    return test.request(token, { method: 'POST', url: base(), payload });
  }

  describe('creating', () => {
    it('creates an area with every field, the absence notice by default, and audits it', async () => {
      const pool = await buildPool(db(), { accountId: world.accountA1.id, name: 'Tampereen rengas' });
      const response = await createArea(tokens.agent, {
        name: '  Palvelutalo Hervannan Helmi ',
        categories: ['vanhustenhoito', 'vammaispalvelut'],
        contact: 'Tarja Vuorinen',
        contactEmails: ['helmi@hoiva.fi', 'HELMI@hoiva.fi', 'johto@hoiva.fi'],
        confirmationSameAsContact: true,
        confirmationEmails: ['ei-kayteta@hoiva.fi'],
        locationDetails: 'Sisäänkäynti Insinöörinkadun puolelta',
        contract: 'Puitesopimus 2026',
        poolId: pool.id,
        streetAddress: 'Insinöörinkatu 38',
        city: 'Tampere',
        postcode: '33720',
        region: 'Pirkanmaa',
        latitude: 61.44972,
        longitude: 23.85504,
        locationPrecision: 'postcode',
      });
      expect(response.statusCode, response.body).toBe(201);
      const area = response.json<AreaBody>();
      expect(area).toMatchObject({
        accountId: world.accountA1.id,
        name: 'Palvelutalo Hervannan Helmi',
        categories: ['vanhustenhoito', 'vammaispalvelut'],
        contactEmails: ['helmi@hoiva.fi', 'johto@hoiva.fi'],
        // "Same as contact e-mails": the confirmation list mirrors the contact list.
        confirmationEmails: ['helmi@hoiva.fi', 'johto@hoiva.fi'],
        absenceInfo: defaultAbsenceInfo,
        poolId: pool.id,
        poolName: 'Tampereen rengas',
        postcode: '33720',
        region: 'Pirkanmaa',
        locationPrecision: 'postcode',
      });
      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, 'Area'), eq(auditLog.subjectId, area.id)));
      expect(entry).toMatchObject({
        actorId: world.users.agent.id,
        accountId: world.accountA1.id,
        action: 'create',
      });
    });

    it('marks typed coordinates as manual and keeps no precision without coordinates', async () => {
      const typed = await createArea(tokens.admin, { name: 'Käsin', latitude: 60.2, longitude: 24.9 });
      expect(typed.json()).toMatchObject({ locationPrecision: 'manual' });
      const none = await createArea(tokens.admin, { name: 'Ilman', locationPrecision: 'postcode' });
      expect(none.json()).toMatchObject({ latitude: null, locationPrecision: null });
    });

    it.each([
      [{ name: '' }, 'name'],
      [{ name: 'K', contactEmails: ['ok@hoiva.fi', 'rikki'] }, 'contactEmails'],
      [{ name: 'K', confirmationEmails: ['x@'] }, 'confirmationEmails'],
      [{ name: 'K', postcode: '3310' }, 'postcode'],
      [{ name: 'K', region: 'Baijeri' }, 'region'],
      [{ name: 'K', latitude: 61.5 }, 'longitude'],
      [{ name: 'K', latitude: 95, longitude: 23 }, 'latitude'],
      [{ name: 'K', region: 'Uusimaa', latitude: 24.9, longitude: 60.2 }, 'latitude'],
      [{ name: 'K', categories: ['kampaamo'] }, 'categories'],
    ])('refuses %j naming %s, and stores nothing', async (payload, field) => {
      const response = await createArea(tokens.admin, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; issues: { path: string[] }[] }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues.map((issue) => issue.path[0])).toContain(field);
      const rows = await db().select().from(areas).where(eq(areas.accountId, world.accountA1.id));
      expect(rows).toHaveLength(2);
    });

    it("refuses another account's pool as the ring", async () => {
      const otherPool = await buildPool(db(), { accountId: world.accountB1.id });
      const response = await createArea(tokens.admin, { name: 'Koti', poolId: otherPool.id });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'AREA_POOL_NOT_FOUND' });
    });

    it('refuses customers (403) and staff of another account (404)', async () => {
      expect((await createArea(tokens.customer, { name: 'Koti' })).statusCode).toBe(403);
      expect((await createArea(tokens.otherAdmin, { name: 'Koti' })).statusCode).toBe(404);
      expect((await createArea(tokens.otherAgent, { name: 'Koti' })).statusCode).toBe(404);
    });
  });

  describe('listing and searching', () => {
    beforeEach(async () => {
      for (const name of [
        'Kotihoito Kallio',
        'Palvelukoti Koivula',
        'Hoivakoti Aurinko',
        'Kuntoutuskoti Majakka',
      ]) {
        await buildArea(db(), { accountId: world.accountA1.id, name });
      }
      await buildArea(db(), { accountId: world.accountB1.id, name: 'Kotihoito Muualla' });
    });

    it('lists the account areas by name with the total, 10 a page by default', async () => {
      const response = await test.request(tokens.admin, { method: 'GET', url: base() });
      const page = response.json<{ items: AreaBody[]; total: number }>();
      expect(page.total).toBe(6);
      expect(page.items.map((area) => area.name).slice(0, 4)).toEqual([
        'Hoivakoti Aurinko',
        'Kotihoito Kallio',
        'Kuntoutuskoti Majakka',
        'Palvelukoti Koivula',
      ]);
      const second = await test.request(tokens.admin, { method: 'GET', url: `${base()}?page=2&perPage=4` });
      expect(second.json<{ items: unknown[]; total: number }>()).toMatchObject({ total: 6 });
      expect(second.json<{ items: unknown[] }>().items).toHaveLength(2);
    });

    it('searches names containing the text in any case, prefix matches first', async () => {
      const response = await test.request(tokens.agent, { method: 'GET', url: `${base()}?search=KOTI` });
      const page = response.json<{ items: AreaBody[]; total: number }>();
      expect(page.items.map((area) => area.name).slice(0, 4)).toEqual([
        'Kotihoito Kallio',
        'Hoivakoti Aurinko',
        'Kuntoutuskoti Majakka',
        'Palvelukoti Koivula',
      ]);
      expect(page.total).toBe(6);
      const narrow = await test.request(tokens.agent, {
        method: 'GET',
        url: `${base()}?search=%20kallio%20`,
      });
      expect(narrow.json<{ items: AreaBody[] }>().items.map((area) => area.name)).toEqual([
        'Kotihoito Kallio',
      ]);
    });

    it('refuses a one-letter search and treats % as a letter', async () => {
      const short = await test.request(tokens.agent, { method: 'GET', url: `${base()}?search=k` });
      expect(short.statusCode).toBe(400);
      const wildcard = await test.request(tokens.agent, { method: 'GET', url: `${base()}?search=%25%25` });
      expect(wildcard.json()).toEqual({ items: [], total: 0 });
    });

    it('shows a customer only its own areas', async () => {
      const response = await test.request(tokens.customer, { method: 'GET', url: base() });
      const page = response.json<{ items: AreaBody[]; total: number }>();
      expect(page).toMatchObject({ total: 1 });
      expect(page.items[0]?.id).toBe(world.areaOfCustomer.id);
    });

    it('offers the account pools as rings, default first', async () => {
      await buildPool(db(), { accountId: world.accountA1.id, name: 'Aamurengas' });
      await buildPool(db(), { accountId: world.accountA1.id, name: 'Oletusrengas', isDefault: true });
      await buildPool(db(), { accountId: world.accountB1.id, name: 'Vieras' });
      const response = await test.request(tokens.agent, { method: 'GET', url: `${base()}/pool-options` });
      expect(response.json<{ items: { name: string }[] }>().items.map((pool) => pool.name)).toEqual([
        'Oletusrengas',
        'Aamurengas',
      ]);
    });
  });

  describe('reading, saving and deleting one', () => {
    it('reads one area; NOT_FOUND with the id for another account, a stranger and a customer outside its areas', async () => {
      const own = await test.request(tokens.agent, { method: 'GET', url: `${base()}/${world.otherArea.id}` });
      expect(own.json()).toMatchObject({ id: world.otherArea.id, name: world.otherArea.name });

      const foreign = await buildArea(db(), { accountId: world.accountB1.id });
      const viaOwnAccount = await test.request(tokens.admin, {
        method: 'GET',
        url: `${base()}/${foreign.id}`,
      });
      expect(viaOwnAccount.statusCode).toBe(404);
      expect(viaOwnAccount.json()).toEqual({ code: 'NOT_FOUND', details: { id: foreign.id } });

      const stranger = await test.request(tokens.otherAdmin, {
        method: 'GET',
        url: `${base()}/${world.otherArea.id}`,
      });
      expect(stranger.statusCode).toBe(404);
      const customer = await test.request(tokens.customer, {
        method: 'GET',
        url: `${base()}/${world.otherArea.id}`,
      });
      expect(customer.statusCode).toBe(404);
    });

    it('saves every field, empties cleared ones, and refuses a save over a newer one (CONFLICT)', async () => {
      const created = (
        await createArea(tokens.admin, { name: 'Vanha nimi', city: 'Tampere', contact: 'Liisa' })
      ).json<AreaBody>();
      const url = `${base()}/${created.id}`;
      test.clock.advance(60_000);
      const saved = await test.request(tokens.agent, {
        method: 'PUT',
        url,
        payload: { name: 'Uusi nimi', city: 'Espoo', contact: '', expectedUpdatedAt: created.updatedAt },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Uusi nimi', city: 'Espoo', contact: null });

      const stale = await test.request(tokens.admin, {
        method: 'PUT',
        url,
        payload: { name: 'Kolmas', expectedUpdatedAt: created.updatedAt },
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
      const reread = await test.request(tokens.admin, { method: 'GET', url });
      expect(reread.json()).toMatchObject({ name: 'Uusi nimi' });
    });

    it('refuses saving for customers (403) and staff of another account (404)', async () => {
      const url = `${base()}/${world.areaOfCustomer.id}`;
      const payload = { name: 'Muutettu' };
      expect((await test.request(tokens.customer, { method: 'PUT', url, payload })).statusCode).toBe(403);
      expect((await test.request(tokens.otherAgent, { method: 'PUT', url, payload })).statusCode).toBe(404);
      const foreign = await buildArea(db(), { accountId: world.accountB1.id });
      const crossAccount = await test.request(tokens.admin, {
        method: 'PUT',
        url: `${base()}/${foreign.id}`,
        payload,
      });
      expect(crossAccount.statusCode).toBe(404);
    });

    it('deletes softly: status deleted and time stamped, gone from lists and reads', async () => {
      const url = `${base()}/${world.otherArea.id}`;
      const response = await test.request(tokens.agent, { method: 'DELETE', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: world.otherArea.id, deletedAt: test.clock.now().toISOString() });
      const [row] = await db().select().from(areas).where(eq(areas.id, world.otherArea.id));
      expect(row).toMatchObject({ status: 'deleted', deletedAt: test.clock.now() });
      expect((await test.request(tokens.agent, { method: 'GET', url })).statusCode).toBe(404);
      const list = await test.request(tokens.agent, { method: 'GET', url: base() });
      expect(list.json<{ items: { id: string }[] }>().items.map((area) => area.id)).not.toContain(
        world.otherArea.id,
      );
      expect((await test.request(tokens.agent, { method: 'DELETE', url })).statusCode).toBe(404);
    });

    it('refuses deleting an area with upcoming booked shifts, allows it once they are past', async () => {
      const worker = await buildWorker(db(), { accountId: world.accountA1.id });
      const now = test.clock.now().getTime();
      await buildShift(db(), {
        accountId: world.accountA1.id,
        areaId: world.otherArea.id,
        status: 'booked',
        assignedTo: worker.id,
        startsAt: new Date(now + 86_400_000),
        endsAt: new Date(now + 86_400_000 + 8 * 3_600_000),
      });
      const url = `${base()}/${world.otherArea.id}`;
      const refused = await test.request(tokens.admin, { method: 'DELETE', url });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'AREA_HAS_BOOKED_SHIFTS', details: { count: 1 } });

      test.clock.advance(2 * 86_400_000);
      const token = await test.signIn(world.users.admin.email);
      expect((await test.request(token, { method: 'DELETE', url })).statusCode).toBe(200);
    });

    it('refuses deleting for customers (403), staff of another account (404), and over a newer save (409)', async () => {
      const url = `${base()}/${world.otherArea.id}`;
      expect((await test.request(tokens.customer, { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await test.request(tokens.otherAdmin, { method: 'DELETE', url })).statusCode).toBe(404);
      const stale = await test.request(tokens.admin, {
        method: 'DELETE',
        url: `${url}?expectedUpdatedAt=2020-01-01T00:00:00.000Z`,
      });
      expect(stale.statusCode).toBe(409);
      const [row] = await db().select().from(areas).where(eq(areas.id, world.otherArea.id));
      expect(row?.status).toBe('active');
    });

    it('lets a super-admin work on any account', async () => {
      const response = await test.request(tokens.superAdmin, {
        method: 'GET',
        url: `${base()}/${world.otherArea.id}`,
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
