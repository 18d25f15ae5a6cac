import { interviewListSchema, interviewSchema } from '@portal/domain/interviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/outbox.schema';
import { applicationStepEvents, workerApplications } from '../../db/schema/recruitment.schema';
import { questionSteps, useInterviewsWorld } from './interviews-test-world';

describe('an applicant’s interviews', () => {
  const routes = useInterviewsWorld();
  const email = 'sade.ohman@example.fi';

  /** A waiting interview made from a template with the four kinds of question. */
  async function newInterview() {
    const template = await routes.createTemplate();
    const response = await routes.createInterview({ applicantEmail: email, templateId: template.id });
    expect(response.statusCode, response.body).toBe(201);
    return interviewSchema.parse(response.json());
  }
  const at = (id: string, suffix: string) => routes.interviewsUrl(`/${id}${suffix}`);
  const move = (id: string, state: string) =>
    routes.call({ method: 'POST', url: at(id, '/state'), payload: { state } });
  const answer = (id: string, index: number, value: string | null) =>
    routes.call({ method: 'PUT', url: at(id, `/steps/${index}/answer`), payload: { answer: value } });

  it('makes an interview from a template, with its own questions after the template’s', async () => {
    const template = await routes.createTemplate();
    const response = await routes.createInterview({
      applicantEmail: ' Sade.Ohman@Example.fi',
      templateId: template.id,
      steps: [{ questionType: 'text', question: 'Milloin voit aloittaa?' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const interview = interviewSchema.parse(response.json());
    expect(interview).toMatchObject({
      state: 'waiting',
      applicantEmail: email,
      templateName: 'Sairaanhoitaja',
      scheduledAt: null,
    });
    expect(interview.steps.map((step) => step.question).at(-1)).toBe('Milloin voit aloittaa?');
    const listed = await routes.call({ method: 'GET', url: routes.interviewsUrl() });
    expect(interviewListSchema.parse(listed.json()).items.map((item) => item.id)).toEqual([interview.id]);
  });

  it('requires the applicant’s e-mail and every question (spec §5)', async () => {
    const noEmail = await routes.createInterview({
      applicantEmail: '',
      templateId: null,
      steps: [{ questionType: 'text', question: ' ' }],
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().issues.map((issue: { message: string }) => issue.message)).toEqual([
      'INTERVIEW_APPLICANT_EMAIL_REQUIRED',
      'INTERVIEW_QUESTION_REQUIRED',
    ]);
    const blank = await routes.createInterview({ applicantEmail: email, templateId: null, steps: [] });
    expect(blank.json().issues[0].message).toBe('INTERVIEW_STEPS_REQUIRED');
  });

  it('schedules a waiting interview and e-mails the applicant in the applicant’s language', async () => {
    const interview = await newInterview();
    const schedule = (payload: object) =>
      routes.call({ method: 'PUT', url: at(interview.id, '/schedule'), payload });
    const past = await schedule({ date: '2026-11-21', time: '10:00', location: 'Puhelin' });
    expect(past.json().code).toBe('INTERVIEW_TIME_PAST');
    const noPlace = await schedule({ date: '2026-11-25', time: '10:00', location: '' });
    expect(noPlace.json().issues[0].message).toBe('INTERVIEW_LOCATION_REQUIRED');

    const scheduled = await schedule({ date: '2026-11-25', time: '14:30', location: 'Puhelin 040 123 4567' });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().scheduledAt).toBe('2026-11-25T12:30:00.000Z');
    const [mail] = await routes
      .db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'interview-invitation'));
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toMatch(/^Interview invitation: /);
    expect(mail?.text).toContain('Time: 25.11.2026 at 14:30 (Finnish time)');
    expect(mail?.text).toContain('Place or phone: Puhelin 040 123 4567');

    await move(interview.id, 'in_progress');
    const late = await schedule({ date: '2026-11-26', time: '10:00', location: 'Toimisto' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INTERVIEW_NOT_EDITABLE');
  });

  it('assigns a recruiter of the account, lists the recruiter’s upcoming interviews, refuses others', async () => {
    const interview = await newInterview();
    const { agent, customer } = routes.state.world.users;
    const recruiters = await routes.call({ method: 'GET', url: `${routes.account()}/interview-recruiters` });
    expect(recruiters.json().items.map((item: { id: string }) => item.id)).toEqual(
      expect.arrayContaining([agent.id, routes.state.world.users.admin.id]),
    );
    expect(recruiters.json().items.map((item: { id: string }) => item.id)).not.toContain(customer.id);
    const assign = (assignedTo: string | null) =>
      routes.call({ method: 'PUT', url: at(interview.id, '/assignee'), payload: { assignedTo } });
    expect((await assign(customer.id)).json().code).toBe('INTERVIEW_RECRUITER_INVALID');
    const assigned = await assign(agent.id);
    expect(assigned.json()).toMatchObject({
      assignedTo: agent.id,
      assignedToName: `${agent.firstName} ${agent.lastName}`,
    });

    await routes.call({
      method: 'PUT',
      url: at(interview.id, '/schedule'),
      payload: { date: '2026-11-24', time: '09:00', location: 'Toimisto' },
    });
    const agentToken = await routes.test().signIn(agent.email);
    const upcoming = await routes.call(
      { method: 'GET', url: `${routes.account()}/upcoming-interviews` },
      agentToken,
    );
    expect(upcoming.json().items).toEqual([
      expect.objectContaining({ id: interview.id, applicantName: 'Säde Öhman', state: 'waiting' }),
    ]);
    const mine = await routes.call({ method: 'GET', url: `${routes.account()}/upcoming-interviews` });
    expect(mine.json().items).toEqual([]);
  });

  it('answers the steps one by one while in progress, each fitting its question', async () => {
    const interview = await newInterview();
    expect((await answer(interview.id, 0, 'Viisi vuotta')).json().code).toBe('INTERVIEW_NOT_EDITABLE');
    await move(interview.id, 'in_progress');
    expect((await answer(interview.id, 1, 'ehkä')).json().code).toBe('INTERVIEW_ANSWER_INVALID');
    expect((await answer(interview.id, 2, '6')).json().code).toBe('INTERVIEW_ANSWER_INVALID');
    expect((await answer(interview.id, 3, 'Päivä')).json().code).toBe('INTERVIEW_ANSWER_INVALID');
    expect((await answer(interview.id, 9, 'x')).statusCode).toBe(404);
    await answer(interview.id, 0, 'Viisi vuotta päivystyksessä');
    await answer(interview.id, 1, 'yes');
    await answer(interview.id, 2, '4');
    const last = await answer(interview.id, 3, 'Yö');
    expect(last.json().steps.map((step: { answer: string }) => step.answer)).toEqual([
      'Viisi vuotta päivystyksessä',
      'yes',
      '4',
      'Yö',
    ]);
  });

  it('moves the application along: scheduling is "interview scheduled", completing is "submitted"', async () => {
    const db = routes.db();
    const stepOf = async () =>
      (
        await db
          .select()
          .from(workerApplications)
          .where(eq(workerApplications.userId, routes.state.world.applicant.id))
      )[0]?.step;
    const interview = await newInterview();
    expect(await stepOf()).toBe('applied');
    await routes.call({
      method: 'PUT',
      url: at(interview.id, '/schedule'),
      payload: { date: '2026-11-25', time: '14:30', location: 'Puhelin 040 123 4567' },
    });
    expect(await stepOf()).toBe('interview_scheduled');
    await move(interview.id, 'in_progress');
    for (const [index, value] of ['Kokenut', 'yes', '4', 'Ilta'].entries()) {
      await answer(interview.id, index, value);
    }
    await move(interview.id, 'completed');
    expect(await stepOf()).toBe('submitted');
    const history = await db
      .select()
      .from(applicationStepEvents)
      .where(eq(applicationStepEvents.applicantId, routes.state.world.applicant.id));
    expect(history.map((event) => event.toStep)).toEqual(['interview_scheduled', 'submitted']);
    expect(history.every((event) => event.actorId === routes.state.world.users.admin.id)).toBe(true);
  });

  it('moves waiting → in progress → documents pending → completed, only with every answer', async () => {
    const interview = await newInterview();
    expect((await move(interview.id, 'completed')).json().code).toBe('INTERVIEW_STATE_CONFLICT');
    expect((await move(interview.id, 'in_progress')).json().state).toBe('in_progress');
    const early = await move(interview.id, 'documents_pending');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'INTERVIEW_ANSWERS_MISSING', details: { count: 4 } });
    for (const [index, value] of ['Kokenut', 'no', '5', 'Aamu'].entries()) {
      await answer(interview.id, index, value);
    }
    expect((await move(interview.id, 'documents_pending')).json().state).toBe('documents_pending');
    const done = await move(interview.id, 'completed');
    expect(done.json()).toMatchObject({ state: 'completed', completedAt: '2026-11-22T10:00:00.000Z' });
    expect((await move(interview.id, 'in_progress')).json().code).toBe('INTERVIEW_STATE_CONFLICT');
  });

  it('answers 404 for another account’s applicant, a worker without an application and another’s interview', async () => {
    const { applicantOfB1, worker } = routes.state.world;
    const payload = { applicantEmail: email, templateId: null, steps: questionSteps };
    const forB1 = await routes.call({
      method: 'POST',
      url: routes.interviewsUrl('', applicantOfB1.id),
      payload,
    });
    expect(forB1.statusCode).toBe(404);
    const notApplicant = await routes.call({
      method: 'POST',
      url: routes.interviewsUrl('', worker.id),
      payload,
    });
    expect(notApplicant.statusCode).toBe(404);
    const interview = await newInterview();
    const viaOther = await routes.call({
      method: 'POST',
      url: routes.interviewsUrl(`/${interview.id}/state`, worker.id),
      payload: { state: 'in_progress' },
    });
    expect(viaOther.statusCode).toBe(404);
  });

  it('lets agents work interviews and keeps customers out', async () => {
    const { agent, customer } = routes.state.world.users;
    const template = await routes.createTemplate();
    const agentToken = await routes.test().signIn(agent.email);
    const made = await routes.call(
      {
        method: 'POST',
        url: routes.interviewsUrl(),
        payload: { applicantEmail: email, templateId: template.id },
      },
      agentToken,
    );
    expect(made.statusCode).toBe(201);
    const customerToken = await routes.test().signIn(customer.email);
    expect(
      (await routes.call({ method: 'GET', url: routes.interviewsUrl() }, customerToken)).statusCode,
    ).toBe(403);
  });
});
