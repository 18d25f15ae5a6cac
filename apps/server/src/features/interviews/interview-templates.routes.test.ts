import { interviewTemplateListSchema } from '@portal/domain/interviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { questionSteps, useInterviewsWorld } from './interviews-test-world';

describe('interview templates', () => {
  const routes = useInterviewsWorld();
  const templatesUrl = (suffix = '', accountId?: string) =>
    `${routes.account(accountId)}/interview-templates${suffix}`;
  const list = async (accountId?: string) =>
    interviewTemplateListSchema.parse(
      (await routes.call({ method: 'GET', url: templatesUrl('', accountId) })).json(),
    );

  it('creates, lists by name, replaces and deletes a template, auditing each change', async () => {
    const created = await routes.createTemplate({ templateName: 'Sairaanhoitaja' });
    await routes.createTemplate({ templateName: 'Lähihoitaja', steps: [questionSteps[1]] });
    expect((await list()).items.map((item) => item.templateName)).toEqual(['Lähihoitaja', 'Sairaanhoitaja']);
    const template = (await list()).items[1];
    expect(template?.steps.map((step) => [step.questionType, step.answer])).toEqual([
      ['text', null],
      ['yes-no', null],
      ['scale', null],
      ['choice', null],
    ]);
    expect(template?.steps[3]?.options).toEqual(['Aamu', 'Ilta', 'Yö']);

    const replaced = await routes.call({
      method: 'PUT',
      url: templatesUrl(`/${created.id}`),
      payload: { templateName: 'Sairaanhoitaja, yö', steps: [questionSteps[2], questionSteps[0]] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().steps.map((step: { question: string }) => step.question)).toEqual([
      'Suomen kielen taito',
      'Kerro työkokemuksestasi',
    ]);
    const removed = await routes.call({ method: 'DELETE', url: templatesUrl(`/${created.id}`) });
    expect(removed.json()).toEqual({ id: created.id });
    expect((await list()).items.map((item) => item.templateName)).toEqual(['Lähihoitaja']);
    const audits = await routes.db().select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(audits.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a template without a name, without questions, with an empty question (spec)', async () => {
    const save = (payload: object) => routes.call({ method: 'POST', url: templatesUrl(), payload });
    const unnamed = await save({ templateName: ' ', steps: questionSteps });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().issues[0].message).toBe('INTERVIEW_TEMPLATE_NAME_REQUIRED');
    expect((await save({ templateName: 'X', steps: [] })).json().issues[0].message).toBe(
      'INTERVIEW_STEPS_REQUIRED',
    );
    const blank = await save({ templateName: 'X', steps: [{ questionType: 'text', question: '' }] });
    expect(blank.json().issues[0]).toMatchObject({
      message: 'INTERVIEW_QUESTION_REQUIRED',
      path: ['steps', '0', 'question'],
    });
    const oneChoice = await save({
      templateName: 'X',
      steps: [{ questionType: 'choice', question: 'Vuoro?', options: ['Aamu'] }],
    });
    expect(oneChoice.json().issues[0].message).toBe('INTERVIEW_CHOICES_REQUIRED');
  });

  it('keeps templates to their account', async () => {
    const created = await routes.createTemplate();
    const otherAccount = routes.state.world.accountA2.id;
    const adminOfA2 = await routes.test().signIn(routes.state.world.users['organization-admin'].email);
    const seen = await routes.call({ method: 'GET', url: templatesUrl('', otherAccount) }, adminOfA2);
    expect(seen.json().items).toEqual([]);
    const replace = await routes.call(
      {
        method: 'PUT',
        url: templatesUrl(`/${created.id}`, otherAccount),
        payload: { templateName: 'X', steps: questionSteps },
      },
      adminOfA2,
    );
    expect(replace.statusCode).toBe(404);
  });

  it('is not for customers', async () => {
    const customer = await routes.test().signIn(routes.state.world.users.customer.email);
    expect((await routes.call({ method: 'GET', url: templatesUrl() }, customer)).statusCode).toBe(403);
  });
});
