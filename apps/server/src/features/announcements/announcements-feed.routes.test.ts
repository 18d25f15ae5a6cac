import { workerFeedSchema } from '@portal/domain/announcements';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.schema';
import { useAnnouncementsRoutes } from './announcements-routes-setup';

describe('the worker app’s announcement feed (decision 0056)', () => {
  const routes = useAnnouncementsRoutes();

  async function titlesFor(workerId: string) {
    const { token } = await routes.feedToken(workerId);
    const response = await routes.feed(token);
    expect(response.statusCode, response.body).toBe(200);
    return workerFeedSchema.parse(response.json()).items.map((item) => item.title);
  }

  it('shows a worker the active announcements that reach them, sticky first, then newest', async () => {
    await routes.created({ title: 'Kaikille' });
    routes.test.clock.advance(60_000);
    await routes.created({ title: 'Pirkanmaalle', targets: { region: 'pirkanmaa', cities: [], roles: [] } });
    routes.test.clock.advance(60_000);
    await routes.created({
      title: 'Espoon lähihoitajille',
      targets: { region: null, cities: ['Espoo'], roles: ['Lähihoitaja'] },
    });
    routes.test.clock.advance(60_000);
    await routes.created({ title: 'Kiinnitetty', sticky: true });
    routes.test.clock.advance(60_000);
    await routes.created({ title: 'Luonnos', isDraft: true });
    await routes.created({ title: 'Vanhentunut', expiresOn: '2026-11-23' });

    expect(await titlesFor(routes.world.nurseInTampere.id)).toEqual([
      'Kiinnitetty',
      'Pirkanmaalle',
      'Kaikille',
    ]);
    expect(await titlesFor(routes.world.practicalNurseInEspoo.id)).toEqual([
      'Kiinnitetty',
      'Espoon lähihoitajille',
      'Kaikille',
    ]);
  });

  it('gives the cover as an address the app can load from outside the portal', async () => {
    await routes.created();
    const { token } = await routes.feedToken(routes.world.nurseInTampere.id);
    const [item] = workerFeedSchema.parse((await routes.feed(token)).json()).items;
    expect(item?.coverImageUrl).toMatch(
      new RegExp(`^https?://[^/]+/api/accounts/${routes.world.accountA1.id}/images/${routes.world.coverId}$`),
    );
    expect(item).not.toHaveProperty('targets');
  });

  it('refuses a missing, altered or expired key, and a worker who no longer works for the account', async () => {
    const { token, expiresAt } = await routes.feedToken(routes.world.nurseInTampere.id);
    expect((await routes.feed(null)).json()).toMatchObject({ code: 'WORKER_FEED_TOKEN_INVALID' });
    const [prefix, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const otherWorker = Buffer.from(
      JSON.stringify({ ...claims, w: routes.world.practicalNurseInEspoo.id }),
    ).toString('base64url');
    const altered = await routes.feed(`${prefix}.${otherWorker}.${signature}`);
    expect(altered.statusCode).toBe(401);

    routes.test.clock.set(new Date(new Date(expiresAt).getTime() + 1000));
    expect((await routes.feed(token)).statusCode).toBe(401);

    routes.test.clock.set(new Date('2026-11-25T10:00:00Z'));
    await routes.test.database.connection.db
      .update(users)
      .set({ status: 'deleted' })
      .where(eq(users.id, routes.world.nurseInTampere.id));
    expect((await routes.feed(token)).statusCode).toBe(401);
  });

  it('issues keys only for the account’s own workers', async () => {
    const response = await routes.staff({
      method: 'POST',
      url: `/api/accounts/${routes.world.accountA1.id}/worker-feed-tokens`,
      payload: { workerId: routes.world.users.customer.id },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is documented for the worker app in the OpenAPI description', async () => {
    const response = await routes.test.request(null, { method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/api/worker-app/announcements']?.get;
    expect(operation?.tags).toEqual(['worker-app']);
  });
});
