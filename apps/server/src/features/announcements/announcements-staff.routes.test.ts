import { announcementPageSchema } from '@portal/domain/announcements';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { sampleAnnouncement, useAnnouncementsRoutes } from './announcements-routes-setup';

describe('announcements (issue 17 §1)', () => {
  const routes = useAnnouncementsRoutes();

  it('creates an announcement with its cover, reads and replaces it', async () => {
    const response = await routes.create({
      sticky: true,
      targets: { region: 'Pirkanmaa', cities: ['Tampere'], roles: [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const announcement = response.json();
    expect(announcement).toMatchObject({
      title: 'Joulun lisävuorot',
      status: 'active',
      sticky: true,
      targets: { region: 'Pirkanmaa', cities: ['Tampere'], roles: [] },
      coverImage: { id: routes.world.coverId, width: 1200, height: 600 },
    });
    expect(announcement.coverImage.url).toBe(
      `/api/accounts/${routes.world.accountA1.id}/images/${routes.world.coverId}`,
    );

    const replaced = await routes.staff({
      method: 'PUT',
      url: routes.url(`/${announcement.id}`),
      payload: sampleAnnouncement(routes.world.coverId, { title: 'Joulun vuorot', isDraft: true }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ title: 'Joulun vuorot', status: 'draft' });
    const read = await routes.staff({ method: 'GET', url: routes.url(`/${announcement.id}`) });
    expect(read.json()).toMatchObject({ title: 'Joulun vuorot', isDraft: true });

    const audits = await routes.test.database.connection.db.select().from(auditLog);
    expect(audits.filter((entry) => entry.subject === 'Announcement').map((entry) => entry.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it.each([
    ['title', { title: '  ' }, 'ANNOUNCEMENT_TITLE_REQUIRED'],
    ['summary', { summary: '' }, 'ANNOUNCEMENT_SUMMARY_REQUIRED'],
    ['text', { text: '' }, 'ANNOUNCEMENT_TEXT_REQUIRED'],
    ['expiresOn', { expiresOn: null }, 'ANNOUNCEMENT_EXPIRATION_REQUIRED'],
    ['coverImageId', { coverImageId: null }, 'ANNOUNCEMENT_COVER_IMAGE_REQUIRED'],
  ])('refuses an announcement without its %s, naming it', async (field, overrides, message) => {
    const response = await routes.create({ ...overrides, isDraft: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([expect.objectContaining({ path: [field], message })]);
  });

  it('refuses another account’s image as the cover', async () => {
    const response = await routes.create({ coverImageId: routes.world.coverOfB1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ANNOUNCEMENT_COVER_IMAGE_REQUIRED' });
  });

  it('lists newest first in pages of 10, filtered by the derived status on the Helsinki day', async () => {
    for (let index = 0; index < 11; index += 1) {
      routes.test.clock.advance(60_000);
      await routes.created({ title: `Tiedote ${index + 1}` });
    }
    // Each a minute later than the one before, so "newest first" has one answer.
    for (const overrides of [
      { title: 'Luonnos', isDraft: true },
      { title: 'Päättyi eilen', expiresOn: '2026-11-23' },
      { title: 'Päättyy tänään', expiresOn: '2026-11-24' },
    ]) {
      routes.test.clock.advance(60_000);
      await routes.created(overrides);
    }

    const first = announcementPageSchema.parse(
      (await routes.staff({ method: 'GET', url: routes.url() })).json(),
    );
    expect(first.total).toBe(14);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.title).toBe('Päättyy tänään');
    const statusOf = async (status: string) =>
      announcementPageSchema
        .parse(
          (await routes.staff({ method: 'GET', url: routes.url(`?status=${status}&perPage=50`) })).json(),
        )
        .items.map((item) => item.title);
    expect(await statusOf('draft')).toEqual(['Luonnos']);
    expect(await statusOf('expired')).toEqual(['Päättyi eilen']);
    expect(await statusOf('active')).toHaveLength(12);

    // 22:00 UTC on the 24th is already the 25th in Helsinki: the one ending on the 24th has expired.
    routes.test.clock.set(new Date('2026-11-24T22:30:00Z'));
    routes.adminToken = await routes.test.signIn(routes.world.users.admin.email);
    expect(await statusOf('expired')).toEqual(['Päättyy tänään', 'Päättyi eilen']);
  });

  it('deletes several at once, leaving other accounts’ and unknown ids alone', async () => {
    const first = await routes.created();
    const second = await routes.created();
    const kept = await routes.created();
    const response = await routes.staff({
      method: 'POST',
      url: routes.url('/delete'),
      payload: { ids: [first.id, second.id, routes.world.coverOfB1] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().deleted.sort()).toEqual([first.id, second.id].sort());
    const list = (await routes.staff({ method: 'GET', url: routes.url() })).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([kept.id]);
    expect((await routes.staff({ method: 'GET', url: routes.url(`/${first.id}`) })).statusCode).toBe(404);
  });

  it('is for admins and agents only, each within its own accounts', async () => {
    const agent = await routes.test.signIn(routes.world.users.agent.email);
    const customer = await routes.test.signIn(routes.world.users.customer.email);
    expect((await routes.create({}, agent)).statusCode).toBe(201);
    expect((await routes.create({}, customer)).statusCode).toBe(403);
    expect((await routes.staff({ method: 'GET', url: routes.url() }, customer)).statusCode).toBe(403);
    const elsewhere = await routes.staff({
      method: 'POST',
      url: routes.url('', routes.world.accountB1.id),
      payload: sampleAnnouncement(routes.world.coverOfB1),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
