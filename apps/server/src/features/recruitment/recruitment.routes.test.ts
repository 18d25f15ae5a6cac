import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobAds } from '../../db/schema/job-ads.schema';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { poolMembers } from '../../db/schema/pools.schema';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { users } from '../../db/schema/users.schema';
import { buildPool, buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applicantDetails } from './recruitment-access-fixtures';

type World = Awaited<ReturnType<typeof buildTenancy>>;
const base = '/api/public/registration';

describe('public registration with a one-time code', () => {
  const state = {} as { test: TestApp; world: World; adId: string; address: number };
  beforeAll(async () => {
    state.test = await createTestApp();
    state.address = 1;
  });
  afterAll(async () => {
    await state.test.close();
  });
  beforeEach(async () => {
    await state.test.database.reset();
    state.world = await buildTenancy(state.test.database.connection.db);
    // Each test comes from its own client address, so the per-address limits of one do not reach another.
    state.address += 1;
    const [ad] = await db()
      .insert(jobAds)
      .values({
        accountId: state.world.accountA1.id,
        title: 'Sairaanhoitaja keikoille',
        role: 'sairaanhoitaja',
        city: 'Tampere',
        employmentType: 'gig',
        description: 'Keikkoja',
        status: 'published',
        publishedAt: new Date('2026-11-20T10:00:00Z'),
      })
      .returning({ id: jobAds.id });
    state.adId = ad?.id ?? '';
  });
  const db = () => state.test.database.connection.db;
  const post = (path: string, payload: object, address = `10.0.0.${state.address}`) =>
    state.test.request(null, { method: 'POST', url: `${base}${path}`, payload, remoteAddress: address });
  const sendCode = (email: string, address?: string) =>
    post('/code', { email, recruitmentId: state.adId, locale: 'fi' }, address);
  /** The code from the newest e-mail to `email`, as the applicant reads it. */
  const codeFromMail = async (email: string) => {
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email.toLowerCase()))
      .orderBy(sql`${mailOutbox.createdAt} desc`)
      .limit(1);
    return /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  const verify = (email: string, code: string) => post('/code/verify', { email, code });
  const secretFor = async (email: string) => {
    await sendCode(email);
    return (await verify(email, await codeFromMail(email))).json<{ secret: string }>().secret;
  };
  const register = (secret: string, details: object = applicantDetails()) =>
    post('/register', { secret, recruitmentId: state.adId, details });

  it('shows the listed ad’s facts and 404 for a draft', async () => {
    const shown = await state.test.request(null, {
      method: 'GET',
      url: `${base}/recruitments/${state.adId}`,
    });
    expect(shown.json()).toMatchObject({ title: 'Sairaanhoitaja keikoille', city: 'Tampere' });
    await db().update(jobAds).set({ status: 'draft' }).where(eq(jobAds.id, state.adId));
    const hidden = await state.test.request(null, {
      method: 'GET',
      url: `${base}/recruitments/${state.adId}`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('registers an applied, unconfirmed worker in the ad’s account, thanks by e-mail, and the secret works once', async () => {
    const pool = await buildPool(db(), {
      accountId: state.world.accountA1.id,
      name: 'Uudet',
      isDefault: true,
    });
    const secret = await secretFor('Maija.Hakija@Example.fi');
    const created = await register(secret);
    expect(created.statusCode).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, 'maija.hakija@example.fi'));
    expect(user).toMatchObject({
      role: 'worker',
      status: 'applied',
      confirmed: false,
      accountId: state.world.accountA1.id,
      firstName: 'Maija',
      birthday: '1990-02-01',
      locale: 'fi',
    });
    const [application] = await db()
      .select()
      .from(workerApplications)
      .where(eq(workerApplications.userId, user?.id ?? ''));
    expect(application).toMatchObject({
      jobAdId: state.adId,
      languages: ['suomi', 'englanti'],
      credits: 210,
      step: 'applied',
    });
    // The history starts with the application itself (decision 0052).
    const history = await db()
      .select()
      .from(applicationStepEvents)
      .where(eq(applicationStepEvents.applicantId, user?.id ?? ''));
    expect(history).toMatchObject([{ fromStep: null, toStep: 'applied', actorId: user?.id }]);
    const memberships = await db()
      .select()
      .from(poolMembers)
      .where(eq(poolMembers.userId, user?.id ?? ''));
    expect(memberships.map((membership) => membership.poolId)).toEqual([pool.id]);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-thanks'));
    expect(mails).toHaveLength(1);
    const again = await register(secret, applicantDetails({ fullName: 'Toinen Hakija' }));
    expect(again.json()).toMatchObject({ code: 'REGISTRATION_SECRET_INVALID' });
  });

  it('answers an address that has an account exactly like a new one, mailing a sign-in note and no code', async () => {
    const existing = state.world.users.admin.email;
    const known = await sendCode(existing);
    const unknown = await sendCode('uusi.hakija@example.fi');
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, existing));
    expect(mail?.kind).toBe('registration-existing-account');
    expect(mail?.text).not.toMatch(/\d{6}/);
    expect((await verify(existing, '000000')).json()).toMatchObject({ code: 'REGISTRATION_CODE_EXPIRED' });
    const checked = await post('/email-check', { email: existing });
    expect(checked.json()).toEqual(unknown.json());
  });

  it('refuses an expired code and kills a code after 5 wrong tries, telling the tries left', async () => {
    await sendCode('a@example.fi');
    state.test.clock.advance(11 * 60_000);
    expect((await verify('a@example.fi', await codeFromMail('a@example.fi'))).statusCode).toBe(410);
    await sendCode('b@example.fi');
    const right = await codeFromMail('b@example.fi');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const refused = await verify('b@example.fi', wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'REGISTRATION_CODE_INVALID',
        details: { attemptsLeft: left },
      });
    }
    expect((await verify('b@example.fi', wrong)).statusCode).toBe(410);
    expect((await verify('b@example.fi', right)).statusCode).toBe(410);
  });

  it('limits codes to 5 per e-mail and 20 per client address an hour (429)', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await sendCode('c@example.fi')).statusCode).toBe(200);
    }
    expect((await sendCode('c@example.fi')).statusCode).toBe(429);
    for (let index = 0; index < 20; index += 1) {
      expect((await sendCode(`d${index}@example.fi`, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await sendCode('e@example.fi', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'REGISTRATION_CODE_LIMIT' });
  });

  it('answers Email is already in use when the address got an account after the code', async () => {
    const secret = await secretFor('f@example.fi');
    await db().update(users).set({ email: 'f@example.fi' }).where(eq(users.id, state.world.users.agent.id));
    const refused = await register(secret);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
  });

  it('asks the ad’s questions, stores the answers with them, and refuses a missing or unknown answer', async () => {
    const questions = ['Onko sinulla hygieniapassi?', 'Milloin voit aloittaa?'];
    await db().update(jobAds).set({ questions }).where(eq(jobAds.id, state.adId));
    const shown = await state.test.request(null, {
      method: 'GET',
      url: `${base}/recruitments/${state.adId}`,
    });
    expect(shown.json()).toMatchObject({ questions });
    const secret = await secretFor('h@example.fi');
    const missing = await register(
      secret,
      applicantDetails({ answers: [{ question: questions[0], answer: 'Kyllä' }] }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'REGISTRATION_ANSWERS_INVALID' });
    const blank = applicantDetails({
      answers: [
        { question: questions[0], answer: 'Kyllä' },
        { question: questions[1], answer: '  ' },
      ],
    });
    expect((await register(secret, blank)).json()).toMatchObject({ code: 'REGISTRATION_ANSWERS_INVALID' });
    const unknown = applicantDetails({
      answers: [
        { question: questions[0], answer: 'Kyllä' },
        { question: 'Mikä on lempivärisi?', answer: 'Sininen' },
      ],
    });
    expect((await register(secret, unknown)).json()).toMatchObject({ code: 'REGISTRATION_ANSWERS_INVALID' });
    const answers = [
      { question: questions[1], answer: 'Heti' },
      { question: questions[0], answer: 'Kyllä' },
    ];
    expect((await register(secret, applicantDetails({ answers }))).statusCode).toBe(201);
    const [user] = await db().select().from(users).where(eq(users.email, 'h@example.fi'));
    const [application] = await db()
      .select()
      .from(workerApplications)
      .where(eq(workerApplications.userId, user?.id ?? ''));
    expect(application?.answers).toEqual(answers);
  });

  it('refuses bad details with the field named', async () => {
    const secret = await secretFor('g@example.fi');
    const refused = await register(secret, applicantDetails({ password: 'lyhyt', birthday: '31.2.1990' }));
    expect(refused.statusCode).toBe(400);
  });
});
