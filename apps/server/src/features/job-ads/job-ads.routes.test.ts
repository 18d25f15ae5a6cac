import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { type JobAdJson, jobAdBody, type Role, useJobAdsWorld } from './job-ads-test-world';

type Page = { items: JobAdJson[]; total: number };

describe('job ads routes', () => {
  const { state, url, create, createdAd } = useJobAdsWorld();
  const request = (
    method: 'GET' | 'PUT' | 'DELETE',
    suffix: string,
    payload?: object,
    role: Role = 'admin',
  ) => state.test.request(state.tokens[role], { method, url: url(suffix), ...(payload ? { payload } : {}) });

  it('saves a draft, posts it, edits it and deletes it, each audited (spec §4 through the API)', async () => {
    const draft = await create({ publish: false });
    expect(draft.statusCode).toBe(201);
    const ad = draft.json<JobAdJson>();
    expect(ad).toMatchObject({ status: 'draft', publishedAt: null });
    const saved = await request('PUT', `/${ad.id}`, jobAdBody({ publish: false, title: 'Luonnos 2' }));
    expect(saved.json()).toMatchObject({ status: 'draft', title: 'Luonnos 2' });
    const posted = (await request('PUT', `/${ad.id}`, jobAdBody())).json<JobAdJson>();
    expect(posted.status).toBe('published');
    expect(posted.publishedAt).not.toBeNull();
    const edited = (await request('PUT', `/${ad.id}`, jobAdBody({ title: 'Muokattu' }))).json<JobAdJson>();
    expect(edited).toMatchObject({ status: 'published', title: 'Muokattu', publishedAt: posted.publishedAt });
    const deleted = await request('DELETE', `/${ad.id}`);
    expect(deleted.json()).toEqual({ id: ad.id, status: 'deleted' });
    const audit = await state.test.database.connection.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, ad.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'create',
      'delete',
      'update',
      'update',
      'update',
    ]);
  });

  it('refuses to take a posted ad back to a draft, and any change to a deleted ad (409)', async () => {
    const ad = await createdAd();
    const back = await request('PUT', `/${ad.id}`, jobAdBody({ publish: false }));
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'JOB_AD_STATUS_CONFLICT' });
    await request('DELETE', `/${ad.id}`);
    expect((await request('PUT', `/${ad.id}`, jobAdBody())).statusCode).toBe(409);
    expect((await request('DELETE', `/${ad.id}`)).statusCode).toBe(409);
    expect((await request('GET', `/${ad.id}`)).json()).toMatchObject({ status: 'deleted' });
  });

  it('lists without deleted ads unless asked, by status, with search and sort', async () => {
    await createdAd({ title: 'Lähihoitaja Espoo', role: 'lähihoitaja', city: 'Espoo', region: 'Uusimaa' });
    await createdAd({ title: 'Yöhoitaja', publish: false });
    const gone = await createdAd({ title: 'Poistettu' });
    await request('DELETE', `/${gone.id}`);
    const all = (await request('GET', '?sort=title&order=asc')).json<Page>();
    expect(all.items.map((item) => item.title)).toEqual(['Lähihoitaja Espoo', 'Yöhoitaja']);
    const drafts = (await request('GET', '?status=draft')).json<Page>();
    expect(drafts.items.map((item) => item.title)).toEqual(['Yöhoitaja']);
    const deleted = (await request('GET', '?status=deleted')).json<Page>();
    expect(deleted.items.map((item) => item.title)).toEqual(['Poistettu']);
    const espoo = (await request('GET', '?search=espoo')).json<Page>();
    expect(espoo.total).toBe(1);
  });

  it('refuses bad input with the field’s code: dates, eleven keywords, a missing title', async () => {
    const dates = await create({ startsOn: '2026-12-10', validThrough: '2026-12-09' });
    expect(dates.statusCode).toBe(400);
    expect(JSON.stringify(dates.json())).toContain('JOB_AD_DATES_INVALID');
    const words = Array.from({ length: 11 }, (_, index) => `sana${index}`);
    expect(JSON.stringify((await create({ keywords: words })).json())).toContain('JOB_AD_KEYWORDS_TOO_MANY');
    expect((await create({ title: ' ' })).statusCode).toBe(400);
    const trimmed = await createdAd({ keywords: [' hoiva ', 'Hoiva', ''] });
    expect(trimmed.keywords).toEqual(['hoiva']);
  });

  it('saves, returns and replaces the ad’s questions to applicants, trimmed and without repeats', async () => {
    const ad = await createdAd({
      questions: [' Onko sinulla hygieniapassi? ', 'Onko sinulla hygieniapassi?'],
    });
    expect(ad.questions).toEqual(['Onko sinulla hygieniapassi?']);
    const questions = ['Onko sinulla hygieniapassi?', 'Mihin aikaan voit aloittaa?'];
    await request('PUT', `/${ad.id}`, jobAdBody({ questions }));
    expect((await request('GET', `/${ad.id}`)).json()).toMatchObject({ questions });
    // Left out by an older caller: the ad asks none.
    expect((await createdAd()).questions).toEqual([]);
  });

  it('refuses an empty question, one over 300 characters, and eleven questions', async () => {
    expect((await create({ questions: ['  '] })).statusCode).toBe(400);
    expect((await create({ questions: ['k'.repeat(301)] })).statusCode).toBe(400);
    expect((await create({ questions: ['k'.repeat(300)] })).statusCode).toBe(201);
    const eleven = Array.from({ length: 11 }, (_, index) => `Kysymys ${index + 1}?`);
    expect((await create({ questions: eleven })).statusCode).toBe(400);
    expect((await create({ questions: eleven.slice(0, 10) })).statusCode).toBe(201);
  });

  it('lets agents manage ads, refuses customers, and hides another account’s ad', async () => {
    expect((await create({}, 'agent')).statusCode).toBe(201);
    expect((await create({}, 'customer')).statusCode).toBe(403);
    expect((await request('GET', '', undefined, 'customer')).statusCode).toBe(403);
    const other = await state.test.request(state.tokens.admin, {
      method: 'GET',
      url: `/api/accounts/${state.world.accountB1.id}/job-ads`,
    });
    expect(other.statusCode).toBe(404);
  });
});
