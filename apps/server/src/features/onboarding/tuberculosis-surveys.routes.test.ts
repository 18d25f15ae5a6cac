import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { day, sampleAnswers, useOnboardingRoutes } from './onboarding-routes-setup';

describe('the tuberculosis survey', () => {
  const routes = useOnboardingRoutes();
  const url = (path = '', accountId = routes.world.accountA1.id) =>
    `/api/accounts/${accountId}/tuberculosis-surveys${path}`;
  const send = (payload: object, token?: string) =>
    routes.staff({ method: 'POST', url: url(), payload }, token);

  async function sendSurvey(channels: ('email' | 'sms')[] = ['email']) {
    const response = await send({ workerId: routes.world.worker.id, channels });
    expect(response.statusCode, response.body).toBe(201);
    const token = await routes.linkToken('tuberculosis-survey', '/services/tuberculosis-survey', channels[0]);
    return { survey: response.json<{ id: string }>(), token };
  }
  const show = (token: string) =>
    routes.publicCall({ method: 'GET', url: `/api/public/tuberculosis-surveys/${token}` });
  const answer = (token: string, answers = sampleAnswers()) =>
    routes.publicCall({
      method: 'POST',
      url: `/api/public/tuberculosis-surveys/${token}/answers`,
      payload: { answers },
    });

  it('sends the link by e-mail and SMS in the worker’s language, valid 30 days', async () => {
    const { survey, token } = await sendSurvey(['email', 'sms']);
    expect(survey).toMatchObject({
      status: 'sent',
      needsFollowUp: false,
      answers: null,
      workerName: 'Säde Öhman',
    });
    expect(token).toHaveLength(43);
    const [mail] = await routes
      .db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'tuberculosis-survey'));
    expect(mail?.subject).toContain('Tuberkuloosikysely');
    const [sms] = await routes.db().select().from(smsOutbox).where(eq(smsOutbox.kind, 'tuberculosis-survey'));
    expect(sms?.to).toBe('+358401234567');
    const shown = await show(token);
    expect(shown.json()).toMatchObject({ firstName: 'Säde', status: 'sent', locale: 'fi' });
    expect(new Date(shown.json().linkExpiresAt).getTime()).toBe(routes.test.clock.now().getTime() + 30 * day);
  });

  it('refuses an SMS to a worker without a mobile, and a worker of another account', async () => {
    const noMobile = await send({ workerId: routes.world.workerWithoutMobile.id, channels: ['sms'] });
    expect(noMobile.json().code).toBe('WORKER_MOBILE_MISSING');
    const other = await send({ workerId: routes.world.workerOfB1.id, channels: ['email'] });
    expect(other.json().code).toBe('WORKER_NOT_ASSIGNABLE');
    const none = await send({ workerId: routes.world.worker.id, channels: [] });
    expect(none.statusCode).toBe(400);
  });

  it('answers an unknown link 404 and an expired one 410', async () => {
    expect((await show('ei-tallainen-linkki')).statusCode).toBe(404);
    const { token } = await sendSurvey();
    routes.test.clock.set(new Date(routes.test.clock.now().getTime() + 31 * day));
    const expired = await show(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('ONBOARDING_LINK_EXPIRED');
    expect((await answer(token)).statusCode).toBe(410);
  });

  it('takes the answers once, then shows the thank-you state', async () => {
    const { survey, token } = await sendSurvey();
    const first = await answer(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('answered');
    expect((await show(token)).json().status).toBe('answered');
    const again = await answer(token, sampleAnswers('fever'));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TUBERCULOSIS_SURVEY_ANSWERED');
    const stored = await routes.staff({ method: 'GET', url: url(`/${survey.id}`) });
    expect(stored.json()).toMatchObject({ status: 'answered', needsFollowUp: false, followUpReasons: [] });
  });

  it('cancels a survey not yet answered: its link then answers 410', async () => {
    const { survey, token } = await sendSurvey();
    const cancelled = await routes.staff({ method: 'POST', url: url(`/${survey.id}/cancel`) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const shown = await show(token);
    expect(shown.statusCode).toBe(410);
    expect(shown.json().code).toBe('ONBOARDING_LINK_CANCELLED');
    const again = await routes.staff({ method: 'POST', url: url(`/${survey.id}/cancel`) });
    expect(again.json().code).toBe('TUBERCULOSIS_SURVEY_NOT_OPEN');
  });

  it('refuses a questionnaire with an unanswered question', async () => {
    const { token } = await sendSurvey();
    const { fever: _fever, ...partial } = sampleAnswers();
    const response = await answer(token, partial as ReturnType<typeof sampleAnswers>);
    expect(response.statusCode).toBe(400);
  });

  it('flags an answer that calls for follow-up to HR, lists it by the filter and counts it until reviewed', async () => {
    const { survey, token } = await sendSurvey();
    await sendSurvey();
    await answer(token, sampleAnswers('longCough', 'highIncidenceStay'));
    const detail = await routes.staff({ method: 'GET', url: url(`/${survey.id}`) });
    expect(detail.json()).toMatchObject({
      needsFollowUp: true,
      followUpReasons: ['symptoms', 'high-incidence-country'],
    });
    expect(detail.json().answers.highIncidenceStay).toEqual({ yes: true, details: 'Intia, 2025' });

    const flagged = await routes.staff({ method: 'GET', url: url('?needsFollowUp=true') });
    expect(flagged.json()).toMatchObject({ total: 1, followUpCount: 1 });
    expect((await routes.staff({ method: 'GET', url: url('?status=sent') })).json().total).toBe(1);

    const review = await routes.staff({
      method: 'POST',
      url: url(`/${survey.id}/review`),
      payload: { note: 'Ohjattu työterveyshuoltoon IGRA-testiin.' },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      status: 'reviewed',
      reviewNote: 'Ohjattu työterveyshuoltoon IGRA-testiin.',
    });
    expect(review.json().reviewedByName).toBeTruthy();
    expect((await routes.staff({ method: 'GET', url: url() })).json().followUpCount).toBe(0);
  });

  it('reviews only an answered survey', async () => {
    const { survey } = await sendSurvey();
    const response = await routes.staff({
      method: 'POST',
      url: url(`/${survey.id}/review`),
      payload: { note: null },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TUBERCULOSIS_SURVEY_NOT_ANSWERED');
  });

  it('audits every change without the answers or the note', async () => {
    const { survey, token } = await sendSurvey();
    await answer(token, sampleAnswers('weakenedImmunity'));
    await routes.staff({
      method: 'POST',
      url: url(`/${survey.id}/review`),
      payload: { note: 'Lausunto saatu' },
    });
    const entries = await routes
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'TuberculosisSurvey'), eq(auditLog.subjectId, survey.id)));
    expect(entries.map((entry) => entry.action)).toEqual(['send', 'answer', 'review']);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain('Intia');
    expect(logged).not.toContain('Lausunto');
    expect(logged).toContain('weakened-immunity');
  });

  it('keeps the answers from customers and other accounts', async () => {
    const { survey } = await sendSurvey();
    const other = await routes.staff({ method: 'GET', url: url(`/${survey.id}`, routes.world.accountB1.id) });
    expect(other.statusCode).toBe(404);
    const customerToken = await routes.test.signIn(routes.world.users.customer.email);
    const customer = await routes.staff({ method: 'GET', url: url(`/${survey.id}`) }, customerToken);
    expect(customer.statusCode).toBe(403);
  });
});
