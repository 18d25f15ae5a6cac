import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaffUser, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Through HTTP with the default configuration: no GEOCODER_URL, so the offline geocoder answers.
describe('geocoding routes (offline default)', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
  });

  const geocode = async (email: string, payload: Record<string, unknown>, accountId = world.accountA1.id) =>
    test.request(await test.signIn(email), {
      method: 'POST',
      url: `/api/accounts/${accountId}/geocode`,
      payload,
    });

  it('fetches coordinates for a street address with its postcode, and fills city and region', async () => {
    const response = await geocode(world.users.agent.email, {
      streetAddress: 'Koskikatu 25, 96100 Rovaniemi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      precision: 'postcode',
      city: 'Rovaniemi',
      region: 'Lappi',
      postcode: '96100',
    });
  });

  it('answers GEOCODING_FAILED for a postcode that does not exist', async () => {
    const response = await geocode(world.users.admin.email, {
      streetAddress: 'Olematon tie 1, 12345 Tampere',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'GEOCODING_FAILED' });
  });

  it('needs a street address', async () => {
    const response = await geocode(world.users.admin.email, { streetAddress: '  ', postcode: '33100' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses customers (403) and staff of another account (404)', async () => {
    expect(
      (await geocode(world.users.customer.email, { streetAddress: 'Hämeenkatu 1, 33100' })).statusCode,
    ).toBe(403);
    const stranger = await buildStaffUser(test.database.connection.db, {
      role: 'agent',
      accountId: world.accountB1.id,
    });
    expect((await geocode(stranger.email, { streetAddress: 'Hämeenkatu 1, 33100' })).statusCode).toBe(404);
  });

  it('tells the post office, municipality and region of a postcode, and 404 for an unknown one', async () => {
    const token = await test.signIn(world.users.agent.email);
    const url = (postcode: string) => `/api/accounts/${world.accountA1.id}/geocode/postcodes/${postcode}`;
    const helsinki = await test.request(token, { method: 'GET', url: url('00100') });
    expect(helsinki.json()).toEqual({
      postcode: '00100',
      postOffice: 'Helsinki',
      municipality: 'Helsinki',
      region: 'Uusimaa',
    });
    const mariehamn = await test.request(token, { method: 'GET', url: url('22100') });
    expect(mariehamn.json()).toMatchObject({ municipality: 'Mariehamn', region: 'Ahvenanmaa' });
    expect((await test.request(token, { method: 'GET', url: url('12345') })).statusCode).toBe(404);
    expect((await test.request(token, { method: 'GET', url: url('1234') })).statusCode).toBe(400);
  });
});
