import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import {
  buildQuestionnaire,
  buildResults,
  questionnaireId,
  questionnairesPath,
} from './questionnaires-test-data';

describe('questionnaire editor page', () => {
  it("refuses a question without text and a choice with one option, with the spec's messages, then saves", async () => {
    const sent: FakeRequest[] = [];
    const { router, user } = renderApp('/apps/hr/questionnaire/view/new', {
      me: buildMe('agent'),
      handlers: {
        [`POST ${questionnairesPath}`]: (request) => {
          sent.push(request);
          return { status: 201, body: buildQuestionnaire({ status: 'draft', isDraft: true }) };
        },
        [`GET ${questionnairesPath}/${questionnaireId}`]: () => ({ body: buildQuestionnaire() }),
        [`GET ${questionnairesPath}/${questionnaireId}/results`]: () => ({ body: buildResults() }),
      },
    });
    await user.type(
      await screen.findByRole('textbox', { name: /^Otsikko/ }, { timeout: 5000 }),
      'Vuorotoiveet',
    );
    await user.click(screen.getByRole('button', { name: 'Lisää kysymys' }));
    const question = screen.getByRole('region', { name: 'Kysymys 1' });
    await user.click(within(question).getByRole('button', { name: 'Poista kysymyksen 1 vaihtoehto 2' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    expect(await within(question).findByText('Kysymys vaaditaan.')).toBeInTheDocument();
    expect(within(question).getByText('Vähintään 2 vaihtoehtoa vaaditaan.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(
      within(question).getByRole('textbox', { name: /^Kysymyksen 1 teksti/ }),
      'Mikä vuoro sopii?',
    );
    await user.type(within(question).getByRole('textbox', { name: 'Kysymyksen 1 vaihtoehto 1' }), 'Aamu');
    await user.click(within(question).getByRole('button', { name: 'Lisää vaihtoehto kysymykseen 1' }));
    await user.type(within(question).getByRole('textbox', { name: 'Kysymyksen 1 vaihtoehto 2' }), 'Ilta');
    await user.click(within(question).getByRole('checkbox', { name: 'Vastaus pakollinen' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      title: 'Vuorotoiveet',
      isDraft: true,
      expiresOn: null,
      questions: [
        {
          type: 'single_choice',
          text: 'Mikä vuoro sopii?',
          required: true,
          options: [{ label: 'Aamu' }, { label: 'Ilta' }],
        },
      ],
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/hr/questionnaire/view/${questionnaireId}`),
    );
  });

  it('moves a question down and removes one', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderApp(`/apps/hr/questionnaire/view/${questionnaireId}`, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${questionnairesPath}/${questionnaireId}`]: () => ({ body: buildQuestionnaire() }),
        [`GET ${questionnairesPath}/${questionnaireId}/results`]: () => ({ body: buildResults() }),
        [`PUT ${questionnairesPath}/${questionnaireId}`]: (request) => {
          sent.push(request);
          return { body: buildQuestionnaire() };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Siirrä kysymys 1 alas' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Poista kysymys 7' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body as { questions: { id: string }[] } | undefined;
    expect(body?.questions.map((question) => question.id)).toEqual([
      'vuoro',
      'info',
      'päivät',
      'nimi',
      'palaute',
      'loma',
    ]);
  });

  it('shows the status, the results as numbers, and sends to the targets after showing the recipient count', async () => {
    const sent: FakeRequest[] = [];
    const { user } = renderApp(`/apps/hr/questionnaire/view/${questionnaireId}`, {
      me: buildMe('agent'),
      handlers: {
        [`GET ${questionnairesPath}/${questionnaireId}`]: () => ({ body: buildQuestionnaire() }),
        [`GET ${questionnairesPath}/${questionnaireId}/results`]: () => ({ body: buildResults() }),
        [`POST ${questionnairesPath}/${questionnaireId}/recipients`]: () => ({
          body: { recipients: 12, alreadyInvited: 2 },
        }),
        [`POST ${questionnairesPath}/${questionnaireId}/send`]: (request) => {
          sent.push(request);
          return { body: { invited: 10, alreadyInvited: 2 } };
        },
      },
    });
    expect(await screen.findByText('Aktiivinen', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Vastauksia 2, kutsuttuja 2')).toBeInTheDocument();
    const choice = screen.getByRole('table', { name: 'Mikä vuoro sopii?' });
    expect(within(choice).getByRole('row', { name: 'Aamu 2' })).toBeInTheDocument();
    expect(screen.getByText('Hyvä työpaikka')).toBeInTheDocument();
    expect(screen.getByText('Vastanneita 2 · Keskiarvo 4,5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lataa CSV' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lähetä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetä kysely' });
    // Its close button is named (axe: button-name).
    expect(within(dialog).getByRole('button', { name: 'Sulje' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox', { name: /^Paikkakunnat/ }), 'Espoo{Enter}');
    expect(
      await within(dialog).findByText(
        'Kohderyhmässä 12 työntekijää, joista 2 on jo saanut linkin. Linkki lähtee 10 työntekijälle.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tekstiviesti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä linkit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      targets: { region: null, cities: ['Espoo'], roles: [] },
      email: true,
      sms: true,
    });
    expect(await screen.findByText('Linkki lähetetty 10 työntekijälle')).toBeInTheDocument();
  });
});
