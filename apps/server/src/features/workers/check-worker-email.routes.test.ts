import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStaffUser, buildTenancy, buildWorker } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { workersAccessFixtures } from './workers-access-fixtures';

type IssueBody = { code: string; issues: { path: string[]; message: string }[] };

/** `POST /api/accounts/:accountId/workers/email-available`: answers only within the caller's accounts. */
describe('worker e-mail check routes', () => {
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
    await test.database.reset();
    world = await buildTenancy(test.database.connection.db);
    agentToken = await test.signIn(world.users.agent.email);
  });

  const db = () => test.database.connection.db;
  const workersUrl = () => `/api/accounts/${world.accountA1.id}/workers`;
  const create = (payload: object) =>
    test.request(agentToken, { method: 'POST', url: workersUrl(), payload });

  describe('e-mail existence check', () => {
    const check = (payload: { email: string; workerId?: string }) =>
      test.request(agentToken, { method: 'POST', url: `${workersUrl()}/email-available`, payload });

    it('finds an address of a user in the caller’s accounts, in any case', async () => {
      await buildStaffUser(db(), {
        role: 'agent',
        accountId: world.accountA1.id,
        email: 'kaisa@test.example',
      });
      expect((await check({ email: 'KAISA@test.example' })).json()).toEqual({ available: false });
      expect((await check({ email: 'uusi@test.example' })).json()).toEqual({ available: true });
    });

    it('does not reveal an address of another tenant; creating a worker with it still fails', async () => {
      await buildStaffUser(db(), {
        role: 'agent',
        accountId: world.accountB1.id,
        email: 'toinen@test.example',
      });
      expect((await check({ email: 'toinen@test.example' })).json()).toEqual({ available: true });
      expect(
        (await create({ ...workersAccessFixtures.workerBody(), email: 'toinen@test.example' })).statusCode,
      ).toBe(409);
    });

    it('leaves the worker’s own address out when its id is given', async () => {
      const worker = await buildWorker(db(), { accountId: world.accountA1.id, email: 'oma@test.example' });
      expect((await check({ email: 'oma@test.example', workerId: worker.id })).json()).toEqual({
        available: true,
      });
    });

    it('refuses an address that is not an e-mail', async () => {
      const response = await check({ email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json<IssueBody>().issues).toEqual([{ path: ['email'], message: 'EMAIL_INVALID' }]);
    });
  });
});
