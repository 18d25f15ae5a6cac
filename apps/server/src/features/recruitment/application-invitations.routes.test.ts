import {
  applicationInvitationListSchema,
  applicationInvitationSchema,
  publicApplicationInvitationSchema,
} from '@portal/domain/application-invitations';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { jobAds } from '../../db/schema/job-ads.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { applicationInvitations, workerApplications } from '../../db/schema/recruitment.schema';
import { users } from '../../db/schema/users.schema';
import { createOpaqueToken } from '../../lib/tokens';
import { buildTenancy } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { applicantDetails } from './recruitment-access-fixtures';

type World = Awaited<ReturnType<typeof buildTenancy>>;
const day = 86_400_000;
const start = new Date('2026-11-22T10:00:00Z');
const linkPattern = /\/invite\/application\/([A-Za-z0-9_-]{43})/;

describe('a recruiter’s invitation to apply', () => {
  const state = {} as { test: TestApp; world: World; adId: string; token: string; address: number };
  beforeAll(async () => {
    state.test = await createTestApp();
    state.address = 1;
  });
  afterAll(async () => {
    await state.test.close();
  });
  beforeEach(async () => {
    state.test.clock.set(start);
    await state.test.database.reset();
    state.world = await buildTenancy(db());
    state.address += 1;
    const [ad] = await db()
      .insert(jobAds)
      .values({
        accountId: state.world.accountA1.id,
        title: 'Sairaanhoitaja keikoille',
        role: 'sairaanhoitaja',
        employmentType: 'gig',
        description: 'Keikkoja',
        status: 'published',
        publishedAt: new Date('2026-11-20T10:00:00Z'),
      })
      .returning({ id: jobAds.id });
    state.adId = ad?.id ?? '';
    state.token = await state.test.signIn(state.world.users.agent.email);
  });
  const db = () => state.test.database.connection.db;
  const url = (path = '', accountId = state.world.accountA1.id) =>
    `/api/accounts/${accountId}/application-invitations${path}`;
  const staff = (method: 'GET' | 'POST', path: string, payload?: object, token = state.token) =>
    state.test.request(token, { method, url: path, ...(payload ? { payload } : {}) });
  const show = (token: string) =>
    state.test.request(null, {
      method: 'GET',
      url: `/api/public/application-invitations/${token}`,
      remoteAddress: `10.2.0.${state.address}`,
    });
  const invite = (overrides: object = {}) =>
    staff('POST', url(), {
      email: 'Sanna.Hoitaja@example.fi',
      mobile: '040 765 4321',
      firstName: 'Sanna',
      lastName: 'Hoitaja',
      locale: 'en',
      jobAdId: state.adId,
      message: 'We met at the job fair.',
      ...overrides,
    });
  /** Invites and reads the link's secret from the newest invitation e-mail, as the person would. */
  const inviteWithLink = async (overrides: object = {}) => {
    const response = await invite(overrides);
    expect(response.statusCode, response.body).toBe(201);
    return { invitation: applicationInvitationSchema.parse(response.json()), link: await newestLink() };
  };
  const newestLink = async () => {
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'application-invitation'))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(1);
    const link = linkPattern.exec(mail?.text ?? '')?.[1];
    if (!link) {
      throw new Error(`no link in ${mail?.text}`);
    }
    return link;
  };
  const registerAs = async (email: string) => {
    const post = (path: string, payload: object) =>
      state.test.request(null, {
        method: 'POST',
        url: `/api/public/registration${path}`,
        payload,
        remoteAddress: `10.3.0.${state.address}`,
      });
    await post('/code', { email, recruitmentId: state.adId, locale: 'en' });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'registration-code'));
    const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? '';
    const { secret } = (await post('/code/verify', { email, code })).json<{ secret: string }>();
    const registered = await post('/register', {
      secret,
      recruitmentId: state.adId,
      details: applicantDetails(),
    });
    expect(registered.statusCode, registered.body).toBe(201);
  };

  it('e-mails and texts a link in the invitation’s language, storing only the secret’s hash', async () => {
    const { invitation, link } = await inviteWithLink();
    expect(invitation).toMatchObject({
      email: 'sanna.hoitaja@example.fi',
      mobile: '+358407654321',
      status: 'open',
      jobAdTitle: 'Sairaanhoitaja keikoille',
      expiresAt: new Date(start.getTime() + 14 * day).toISOString(),
    });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'application-invitation'));
    expect(mail?.to).toBe('sanna.hoitaja@example.fi');
    expect(mail?.subject).toBe(
      `Invitation to apply: Sairaanhoitaja keikoille – ${state.world.accountA1.name}`,
    );
    expect(mail?.text).toContain('We met at the job fair.');
    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.kind, 'application-invitation'));
    expect(sms?.to).toBe('+358407654321');
    expect(sms?.message).toContain(`/invite/application/${link}`);
    const [row] = await db().select().from(applicationInvitations);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link);
    const audits = await db().select().from(auditLog).where(eq(auditLog.subjectId, invitation.id));
    expect(JSON.stringify(audits)).not.toContain('sanna.hoitaja');
  });

  it('shows the link’s page facts and notes the first view', async () => {
    const { link } = await inviteWithLink();
    const response = await show(link);
    expect(response.statusCode, response.body).toBe(200);
    expect(publicApplicationInvitationSchema.parse(response.json())).toEqual({
      accountName: state.world.accountA1.name,
      jobAdId: state.adId,
      jobAdTitle: 'Sairaanhoitaja keikoille',
      firstName: 'Sanna',
      email: 'sanna.hoitaja@example.fi',
      locale: 'en',
      message: 'We met at the job fair.',
      status: 'open',
    });
    const [row] = await db().select().from(applicationInvitations);
    expect(row?.openedAt).toEqual(start);
  });

  it('is used once the invited address registers, and the application’s source is the invitation', async () => {
    const { invitation, link } = await inviteWithLink();
    await registerAs('sanna.hoitaja@example.fi');
    expect((await show(link)).json()).toMatchObject({ status: 'used' });
    const [user] = await db().select().from(users).where(eq(users.email, 'sanna.hoitaja@example.fi'));
    const [application] = await db()
      .select()
      .from(workerApplications)
      .where(eq(workerApplications.userId, user?.id ?? ''));
    expect(application?.source).toBe('invitation');
    const list = applicationInvitationListSchema.parse((await staff('GET', url('?status=used'))).json());
    expect(list.items.map((item) => [item.id, item.applicantId])).toEqual([[invitation.id, user?.id]]);
    expect((await staff('POST', url(`/${invitation.id}/cancel`))).json().code).toBe(
      'APPLICATION_INVITATION_CLOSED',
    );
  });

  it('leaves another person’s registration a plain one', async () => {
    await inviteWithLink();
    await registerAs('joku.muu@example.fi');
    const [application] = await db().select().from(workerApplications);
    expect(application?.source).toBe('registration');
    expect((await staff('GET', url('?status=open'))).json().total).toBe(1);
  });

  it('answers 410 after 14 days, and a resend gives a new link for 14 more while the old one dies', async () => {
    const { invitation, link } = await inviteWithLink();
    state.test.clock.advance(14 * day);
    // The recruiter's session from two weeks ago has ended too.
    state.token = await state.test.signIn(state.world.users.agent.email);
    const expired = await show(link);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('APPLICATION_INVITATION_EXPIRED');
    expect((await staff('GET', url('?status=expired'))).json().total).toBe(1);
    const resent = await staff('POST', url(`/${invitation.id}/resend`));
    expect(resent.json()).toMatchObject({ status: 'open' });
    const newLink = await newestLink();
    expect(newLink).not.toBe(link);
    expect((await show(newLink)).statusCode).toBe(200);
    expect((await show(link)).json().code).toBe('APPLICATION_INVITATION_LINK_INVALID');
  });

  it('answers 410 once cancelled; a cancelled invitation cannot be cancelled or resent', async () => {
    const { invitation, link } = await inviteWithLink();
    const cancelled = await staff('POST', url(`/${invitation.id}/cancel`));
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const response = await show(link);
    expect(response.statusCode).toBe(410);
    expect(response.json().code).toBe('APPLICATION_INVITATION_CANCELLED');
    expect((await staff('POST', url(`/${invitation.id}/cancel`))).statusCode).toBe(409);
    expect((await staff('POST', url(`/${invitation.id}/resend`))).statusCode).toBe(409);
  });

  it('cannot be guessed: an unknown secret is 404, a malformed one 400', async () => {
    await inviteWithLink();
    const guess = await show(createOpaqueToken());
    expect(guess.statusCode).toBe(404);
    expect(guess.json().code).toBe('APPLICATION_INVITATION_LINK_INVALID');
    expect((await show('short')).statusCode).toBe(400);
  });

  it('needs a listed ad of the account, a valid address and sends no SMS without a mobile', async () => {
    const [otherAd] = await db()
      .insert(jobAds)
      .values({
        accountId: state.world.accountA2.id,
        title: 'Toisen tilin ilmoitus',
        role: 'lähihoitaja',
        employmentType: 'gig',
        description: 'x',
        status: 'published',
        publishedAt: start,
      })
      .returning({ id: jobAds.id });
    const wrongAd = await invite({ jobAdId: otherAd?.id });
    expect(wrongAd.statusCode).toBe(422);
    expect(wrongAd.json().code).toBe('APPLICATION_INVITATION_JOB_AD_INVALID');
    const badEmail = await invite({ email: 'ei-osoite' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues[0].message).toBe('EMAIL_INVALID');
    await inviteWithLink({ mobile: null, jobAdId: null });
    expect(await db().select().from(smsOutbox)).toHaveLength(0);
  });

  it('is for admins and agents of the account: customers 403, other tenants 404', async () => {
    const { invitation } = await inviteWithLink();
    const customer = await state.test.signIn(state.world.users.customer.email);
    expect((await staff('GET', url(), undefined, customer)).statusCode).toBe(403);
    expect((await staff('POST', url(`/${invitation.id}/cancel`), undefined, customer)).statusCode).toBe(403);
    expect((await staff('GET', url('', state.world.accountB1.id))).statusCode).toBe(404);
    const orgAdmin = await state.test.signIn(state.world.users['organization-admin'].email);
    // Another account of the same organization does not reach A1's invitation.
    expect(
      (await staff('POST', url(`/${invitation.id}/cancel`, state.world.accountA2.id), undefined, orgAdmin))
        .statusCode,
    ).toBe(404);
    expect((await staff('GET', url('', state.world.accountA2.id), undefined, orgAdmin)).json().total).toBe(0);
  });
});
