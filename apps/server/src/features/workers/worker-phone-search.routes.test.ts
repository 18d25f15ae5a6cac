import type { WorkerInput, WorkerList } from '@portal/domain/workers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Mobile numbers as people write them: saved in E.164, found by any written form (issue 11).
describe('worker mobile numbers as people write them', () => {
  let test: TestApp;
  let world: Awaited<ReturnType<typeof buildTenancy>>;
  let agentToken: string;

  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    test.clock.set(new Date('2026-11-22T10:00:00Z'));
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    agentToken = await test.signIn(world.users.agent.email);
  });

  const workersUrl = () => `/api/accounts/${world.accountA1.id}/workers`;
  const namesFound = async (search: string) => {
    const response = await test.request(agentToken, {
      method: 'GET',
      url: `${workersUrl()}?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WorkerList>().items.map((item) => item.fullName);
  };

  it('saves 050-4155332 as +358504155332', async () => {
    const body: WorkerInput = {
      fullName: 'Maija Meikäläinen',
      email: 'maija.meikalainen@test.example',
      mobile: '050-4155332',
      birthday: '1990-01-01',
      profession: 'lähihoitaja',
      employmentType: 'gig-worker',
      status: 'accepted',
      confirmed: false,
      love: false,
      residency: null,
      locale: 'fi',
      addressCity: null,
      addressRegion: null,
      applicationSeeking: [],
      applicationStart: null,
      applicationEnd: null,
      poolIds: [],
    };
    const response = await test.request(agentToken, { method: 'POST', url: workersUrl(), payload: body });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ mobile: string }>().mobile).toBe('+358504155332');
  });

  it('finds a worker by any written form of the number, stored in E.164 or as typed before', async () => {
    const accountId = world.accountA1.id;
    const db = test.database.connection.db;
    await buildWorker(db, { accountId, firstName: 'Eeva', lastName: 'Uusi', mobile: '+358401234567' });
    // Stored before numbers were normalised: as the user typed it.
    await buildWorker(db, { accountId, firstName: 'Olli', lastName: 'Vanha', mobile: '050 415 5332' });

    for (const search of ['040 123 4567', '040-1234567', '0401234567', '+358 40 123 4567', '+358401234567']) {
      expect(await namesFound(search), search).toEqual(['Eeva Uusi']);
    }
    for (const search of ['050-4155332', '050 415 5332', '+358504155332', '4155332']) {
      expect(await namesFound(search), search).toEqual(['Olli Vanha']);
    }
  });
});
