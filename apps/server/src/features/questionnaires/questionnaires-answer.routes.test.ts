import { describe, expect, it } from 'vitest';
import { sampleQuestionnaire, useQuestionnairesRoutes } from './questionnaires-test-world';

const day = 24 * 60 * 60 * 1000;

describe('questionnaire routes (the worker’s link and the results)', () => {
  const routes = useQuestionnairesRoutes();

  it('shows the questions in the worker’s language, takes answers and replaces them until expiry', async () => {
    const { token } = await routes.createAndSend();
    const shown = await routes.show(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      locale: 'fi',
      title: 'Vuorotoiveet',
      firstName: 'Säde',
      answers: null,
      expiresOn: '2026-12-31',
    });

    const first = await routes.answer(token, { vuoro: 'aamu', arvio: 4, loma: '2026-12-20' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ answers: { vuoro: 'aamu', arvio: 4, loma: '2026-12-20' } });

    const again = await routes.answer(token, { vuoro: 'ilta', arvio: 5 });
    expect(again.json()).toMatchObject({ answers: { vuoro: 'ilta', arvio: 5 } });
    expect((await routes.show(token)).json<{ answers: object }>().answers).toEqual({
      vuoro: 'ilta',
      arvio: 5,
    });

    routes.test.clock.set(new Date(Date.UTC(2027, 0, 1, 10)));
    const late = await routes.answer(token, { vuoro: 'aamu', arvio: 1 });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'QUESTIONNAIRE_EXPIRED' });
  });

  it('still takes answers on the expiry day itself, in Helsinki time', async () => {
    const { token } = await routes.createAndSend(sampleQuestionnaire({ expiresOn: '2026-11-23' }));
    // 23.11. 23:30 in Helsinki is 21:30 UTC.
    routes.test.clock.set(new Date('2026-11-23T21:30:00Z'));
    expect((await routes.answer(token, { vuoro: 'aamu', arvio: 3 })).statusCode).toBe(200);
    routes.test.clock.advance(day / 24);
    expect((await routes.answer(token, { vuoro: 'aamu', arvio: 3 })).statusCode).toBe(410);
  });

  it('names each answer that does not fit, and refuses an unknown link', async () => {
    const { token } = await routes.createAndSend();
    const refused = await routes.answer(token, { vuoro: 'yö', loma: '31.12.2026' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'QUESTIONNAIRE_ANSWERS_INVALID',
      details: {
        issues: [
          { questionId: 'vuoro', code: 'ANSWER_INVALID' },
          { questionId: 'loma', code: 'ANSWER_INVALID' },
          { questionId: 'arvio', code: 'ANSWER_REQUIRED' },
        ],
      },
    });
    const unknown = await routes.show('tuntematon-linkki');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'QUESTIONNAIRE_LINK_INVALID' });
  });

  it('adds the answers up per question and exports one CSV row per response', async () => {
    const { id, tokens } = await routes.createAndSend();
    const [first, second] = [routes.world.worker.email, routes.world.secondWorker.email].map(
      (email) => tokens.get(email) ?? '',
    );
    await routes.answer(first ?? '', { vuoro: 'aamu', päivät: ['aamu', 'ilta'], arvio: 4, nimi: '=SUM(A1)' });
    routes.test.clock.advance(60_000);
    await routes.answer(second ?? '', { vuoro: 'aamu', arvio: 5, palaute: 'Hyvä; kiitos' });

    const results = await routes.staff({ method: 'GET', url: routes.url(`/${id}/results`) });
    expect(results.json()).toMatchObject({ invitedCount: 2, responseCount: 2 });
    const questions = results.json<{ questions: { questionId: string }[] }>().questions;
    expect(questions.find((question) => question.questionId === 'vuoro')).toMatchObject({
      counts: [
        { value: 'aamu', count: 2 },
        { value: 'ilta', count: 0 },
      ],
    });
    expect(questions.find((question) => question.questionId === 'arvio')).toMatchObject({ average: 4.5 });

    const csv = await routes.staff({ method: 'GET', url: routes.url(`/${id}/results.csv`) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('Vuorotoiveet.csv');
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      'Vastattu;Työntekijä;Mikä vuoro sopii?;Mitkä vuorot?;Lempinimi;Palaute;Lomasi alkaa;Arvio',
    );
    expect(lines[1]).toContain(";Aamu;Aamu, Ilta;'=SUM(A1);;;4");
    expect(lines[2]).toContain(';Aamu;;;"Hyvä; kiitos";;5');
  });
});
