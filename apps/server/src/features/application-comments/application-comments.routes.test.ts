import { applicationCommentListSchema, applicationCommentSchema } from '@portal/domain/application-comments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { useInterviewsWorld } from '../interviews/interviews-test-world';

describe('comments on an application', () => {
  const routes = useInterviewsWorld();
  const url = (suffix = '', applicantId = routes.state.world.applicant.id, accountId?: string) =>
    `${routes.account(accountId)}/applications/${applicantId}/comments${suffix}`;
  const add = (text: string, token?: string) =>
    routes.call({ method: 'POST', url: url(), payload: { text } }, token);
  const list = async () =>
    applicationCommentListSchema.parse((await routes.call({ method: 'GET', url: url() })).json()).items;

  it('adds comments with the author’s name and time, oldest first', async () => {
    const { admin, agent } = routes.state.world.users;
    const first = await add('  Soita maanantaina.  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(applicationCommentSchema.parse(first.json())).toMatchObject({
      text: 'Soita maanantaina.',
      authorId: admin.id,
      authorName: `${admin.firstName} ${admin.lastName}`,
      createdAt: '2026-11-22T10:00:00.000Z',
      resolvedAt: null,
    });
    routes.test().clock.advance(60_000);
    await add('Laillistus tarkistettu.', await routes.test().signIn(agent.email));
    expect((await list()).map((comment) => [comment.text, comment.authorName])).toEqual([
      ['Soita maanantaina.', `${admin.firstName} ${admin.lastName}`],
      ['Laillistus tarkistettu.', `${agent.firstName} ${agent.lastName}`],
    ]);
  });

  it('refuses an empty comment', async () => {
    const empty = await add('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].message).toBe('APPLICATION_COMMENT_TEXT_REQUIRED');
  });

  it('resolves recording who and when, keeps the first resolver, and reopens', async () => {
    const { admin, agent } = routes.state.world.users;
    const comment = (await add('Puuttuu verokortti.')).json<{ id: string }>();
    routes.test().clock.advance(5 * 60_000);
    const resolve = (token?: string) =>
      routes.call({ method: 'POST', url: url(`/${comment.id}/resolve`) }, token);
    const resolved = await resolve();
    expect(resolved.json()).toMatchObject({
      resolvedAt: '2026-11-22T10:05:00.000Z',
      resolvedById: admin.id,
      resolvedByName: `${admin.firstName} ${admin.lastName}`,
    });
    const again = await resolve(await routes.test().signIn(agent.email));
    expect(again.json().resolvedById).toBe(admin.id);
    const reopened = await routes.call({ method: 'POST', url: url(`/${comment.id}/reopen`) });
    expect(reopened.json()).toMatchObject({ resolvedAt: null, resolvedById: null, resolvedByName: null });
    const audits = await routes.db().select().from(auditLog).where(eq(auditLog.subjectId, comment.id));
    expect(audits.map((entry) => entry.action)).toEqual(['create', 'resolve', 'reopen']);
  });

  it('answers 404 for another account’s applicant, a plain worker and a comment of another applicant', async () => {
    const { applicantOfB1, worker } = routes.state.world;
    expect((await routes.call({ method: 'GET', url: url('', applicantOfB1.id) })).statusCode).toBe(404);
    const onWorker = await routes.call({ method: 'POST', url: url('', worker.id), payload: { text: 'x' } });
    expect(onWorker.statusCode).toBe(404);
    const comment = (await add('Oma.')).json<{ id: string }>();
    const crossed = await routes.call({ method: 'POST', url: url(`/${comment.id}/resolve`, worker.id) });
    expect(crossed.statusCode).toBe(404);
  });

  it('keeps customers out', async () => {
    const customer = await routes.test().signIn(routes.state.world.users.customer.email);
    expect((await routes.call({ method: 'GET', url: url() }, customer)).statusCode).toBe(403);
  });
});
