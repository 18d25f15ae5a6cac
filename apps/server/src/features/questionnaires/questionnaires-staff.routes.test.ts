import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.schema';
import { questionnaireInvitations } from '../../db/schema/communications.schema';
import { mailOutbox, smsOutbox } from '../../db/schema/outbox.schema';
import { buildWorker } from '../../testing/factories';
import { espoo, sampleQuestionnaire, useQuestionnairesRoutes } from './questionnaires-test-world';

describe('questionnaire routes (staff)', () => {
  const routes = useQuestionnairesRoutes();

  it('creates, lists in pages of 10 with the derived status, changes and soft-deletes', async () => {
    const created = await routes.create(sampleQuestionnaire({ isDraft: true }));
    expect(created.statusCode, created.body).toBe(201);
    const questionnaire = created.json<{ id: string; status: string; questions: unknown[] }>();
    expect(questionnaire).toMatchObject({ status: 'draft', questionCount: 7, invitedCount: 0 });
    expect(questionnaire.questions).toHaveLength(7);
    for (let index = 0; index < 10; index += 1) {
      await routes.create(sampleQuestionnaire({ title: `Kysely ${index}`, expiresOn: '2026-11-21' }));
    }

    const firstPage = await routes.staff({ method: 'GET', url: routes.url() });
    expect(firstPage.json()).toMatchObject({ total: 11 });
    expect(firstPage.json<{ items: { status: string }[] }>().items).toHaveLength(10);
    expect(firstPage.json<{ items: { status: string }[] }>().items[0]?.status).toBe('expired');

    const changed = await routes.staff({
      method: 'PUT',
      url: routes.url(`/${questionnaire.id}`),
      payload: sampleQuestionnaire({ title: 'Joulun vuorot', isDraft: false }),
    });
    expect(changed.json()).toMatchObject({ title: 'Joulun vuorot', status: 'active' });

    const deleted = await routes.staff({ method: 'DELETE', url: routes.url(`/${questionnaire.id}`) });
    expect(deleted.statusCode).toBe(200);
    expect((await routes.staff({ method: 'GET', url: routes.url(`/${questionnaire.id}`) })).statusCode).toBe(
      404,
    );
    expect((await routes.staff({ method: 'GET', url: routes.url() })).json()).toMatchObject({ total: 10 });
    const audits = await routes.db().select().from(auditLog).where(eq(auditLog.subjectId, questionnaire.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it("refuses a question without text and a choice with one option with the spec's messages", async () => {
    const response = await routes.create(
      sampleQuestionnaire({
        questions: [
          { id: 'a', type: 'date_question', text: '' },
          { id: 'b', type: 'single_choice', text: 'Vuoro?', options: [{ id: 'x', label: 'Aamu' }] },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('QUESTION_TEXT_REQUIRED');
    expect(JSON.stringify(response.json())).toContain('QUESTION_OPTIONS_TOO_FEW');
  });

  it('counts the recipients, then sends one link per targeted worker, even when sent twice', async () => {
    const { id } = await routes.createAndSend();
    const { world } = routes;
    const counted = await routes.staff({
      method: 'POST',
      url: routes.url(`/${id}/recipients`),
      payload: { targets: { region: null, cities: [], roles: [] } },
    });
    expect(counted.json()).toEqual({ recipients: 3, alreadyInvited: 2 });

    // A new worker in Espoo joins; sending again to Espoo (and SMS) reaches only them.
    const newcomer = await buildWorker(routes.db(), {
      accountId: world.accountA1.id,
      addressCity: 'Espoo',
      mobile: '+358409999999',
    });
    const again = await routes.send(id, { targets: espoo, email: true, sms: true });
    expect(again.json()).toEqual({ invited: 1, alreadyInvited: 2 });
    // The last targets are kept, so the send dialog opens with them.
    const shown = await routes.staff({ method: 'GET', url: routes.url(`/${id}`) });
    expect(shown.json()).toMatchObject({ targets: espoo });

    const invitations = await routes
      .db()
      .select()
      .from(questionnaireInvitations)
      .where(eq(questionnaireInvitations.questionnaireId, id));
    expect(invitations.map((row) => row.workerId).sort()).toEqual(
      [world.worker.id, world.secondWorker.id, newcomer.id].sort(),
    );
    expect(invitations.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
    const mails = await routes.db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'questionnaire'));
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [world.worker.email, world.secondWorker.email, newcomer.email].sort(),
    );
    expect(mails.find((mail) => mail.to === world.secondWorker.email)?.subject).toBe(
      'Questionnaire: Vuorotoiveet',
    );
    const sms = await routes.db().select().from(smsOutbox).where(eq(smsOutbox.kind, 'questionnaire'));
    expect(sms.map((message) => message.to)).toEqual(['+358409999999']);
    expect(sms[0]?.message).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
  });

  it('refuses to send a draft or an expired questionnaire, or with no channel', async () => {
    const draft = (await routes.create(sampleQuestionnaire({ isDraft: true }))).json<{ id: string }>();
    expect((await routes.send(draft.id)).json()).toMatchObject({ code: 'QUESTIONNAIRE_IS_DRAFT' });
    const expired = (await routes.create(sampleQuestionnaire({ expiresOn: '2026-11-21' }))).json<{
      id: string;
    }>();
    const refused = await routes.send(expired.id);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({ code: 'QUESTIONNAIRE_EXPIRED' });
    const open = (await routes.create()).json<{ id: string }>();
    const noChannel = await routes.send(open.id, { targets: espoo, email: false, sms: false });
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.body).toContain('QUESTIONNAIRE_CHANNEL_REQUIRED');
  });

  it('keeps questionnaires in their account: another account answers 404', async () => {
    const { id } = await routes.createAndSend();
    const other = await routes.staff({ method: 'GET', url: routes.url(`/${id}`, routes.world.accountA2.id) });
    expect(other.statusCode).toBe(404);
  });
});
