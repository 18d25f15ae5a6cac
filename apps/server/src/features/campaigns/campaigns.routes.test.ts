import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { buildArea, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

type World = Awaited<ReturnType<typeof buildTenancy>>;
type View = { id: string; name: string; startDate: string; areas: { id: string; name: string }[] };
type Page = { items: View[]; total: number };

describe('campaigns routes', () => {
  let test: TestApp;
  let world: World;
  const tokens: Partial<Record<keyof World['users'], string>> = {};

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    for (const role of ['admin', 'agent', 'customer'] as const) {
      tokens[role] = await test.signIn(world.users[role].email);
    }
  });

  const token = (role: keyof World['users']) => tokens[role] as string;
  const url = (suffix = '') => `/api/accounts/${world.accountA1.id}/campaigns${suffix}`;
  const christmas = (overrides: object = {}) => ({
    name: 'Joulubonus',
    announcement: 'Jouluna +5 €/h',
    type: 'hourly-bonus',
    payValue: 500,
    priceValue: 700,
    startDate: '2026-12-20',
    endDate: '2026-12-26',
    applyForPastShifts: true,
    areaIds: [world.areaOfCustomer.id],
    ...overrides,
  });
  const create = (body: object, role: keyof World['users'] = 'admin') =>
    test.request(token(role), { method: 'POST', url: url(), payload: body });

  it('creates, reads, lists by start date, replaces and deletes a campaign, with an audit trail', async () => {
    const created = await create(christmas());
    expect(created.statusCode).toBe(201);
    const campaign = created.json<View>();
    expect(campaign.areas).toEqual([{ id: world.areaOfCustomer.id, name: world.areaOfCustomer.name }]);
    await create(christmas({ name: 'Kevät', startDate: '2027-03-01', endDate: '2027-03-31' }));
    const page = (await test.request(token('customer'), { method: 'GET', url: url() })).json<Page>();
    expect(page.items.map((item) => item.name)).toEqual(['Kevät', 'Joulubonus']);
    expect(page.total).toBe(2);
    const replaced = await test.request(token('admin'), {
      method: 'PUT',
      url: url(`/${campaign.id}`),
      payload: christmas({ name: 'Joulu', areaIds: [world.areaOfCustomer.id, world.otherArea.id] }),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<View>().areas).toHaveLength(2);
    const deleted = await test.request(token('admin'), { method: 'DELETE', url: url(`/${campaign.id}`) });
    expect(deleted.statusCode).toBe(200);
    const gone = await test.request(token('admin'), { method: 'GET', url: url(`/${campaign.id}`) });
    expect(gone.statusCode).toBe(404);
    const audit = await test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, campaign.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a campaign sharing an area in an overlapping time, also on the first and last day', async () => {
    const first = (await create(christmas())).json<View>();
    const touchingEnd = await create(christmas({ startDate: '2026-12-26', endDate: '2026-12-31' }));
    expect(touchingEnd.statusCode).toBe(409);
    expect(touchingEnd.json()).toMatchObject({ code: 'CAMPAIGN_OVERLAP' });
    const touchingStart = await create(
      christmas({
        startDate: '2026-12-01',
        endDate: '2026-12-20',
        areaIds: [world.otherArea.id, world.areaOfCustomer.id],
      }),
    );
    expect(touchingStart.statusCode).toBe(409);
    expect((await create(christmas({ startDate: '2026-12-27', endDate: '2026-12-31' }))).statusCode).toBe(
      201,
    );
    expect((await create(christmas({ areaIds: [world.otherArea.id] }))).statusCode).toBe(201);
    const self = await test.request(token('admin'), {
      method: 'PUT',
      url: url(`/${first.id}`),
      payload: christmas({ endDate: '2026-12-25' }),
    });
    expect(self.statusCode).toBe(200);
    await test.request(token('admin'), { method: 'DELETE', url: url(`/${first.id}`) });
    expect((await create(christmas())).statusCode).toBe(201);
  });

  it('refuses dates in the wrong order, no areas, and another account’s area', async () => {
    const dates = await create(christmas({ startDate: '2026-12-27' }));
    expect(dates.statusCode).toBe(400);
    expect((await create(christmas({ areaIds: [] }))).statusCode).toBe(400);
    const foreign = await buildArea(test.database.connection.db, { accountId: world.accountA2.id });
    const other = await create(christmas({ areaIds: [foreign.id] }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'CAMPAIGN_AREAS_REQUIRED' });
  });

  it('lets the customer read but not write, and the agent not even read', async () => {
    expect((await create(christmas(), 'customer')).statusCode).toBe(403);
    expect((await test.request(token('agent'), { method: 'GET', url: url() })).statusCode).toBe(403);
  });
});
