import type { Answers } from '@portal/domain/questionnaires';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildPublic, publicPath, token } from './questionnaires-test-data';

describe('questionnaire answer page (public)', () => {
  it('asks every question with a labelled control, refuses a missing required answer and thanks the worker', async () => {
    const sent: FakeRequest[] = [];
    const { server, user } = renderApp(`/q/${token}`, {
      handlers: {
        [`GET ${publicPath}`]: () => ({ body: buildPublic() }),
        [`POST ${publicPath}`]: (request) => {
          sent.push(request);
          const { answers } = request.body as { answers: Answers };
          return { body: buildPublic({ answers, answeredAt: '2026-11-22T10:00:00.000Z' }) };
        },
      },
    });
    expect(await screen.findByText('Hei Säde!')).toBeInTheDocument();
    expect(screen.getByText('Vastaaminen vie minuutin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lähetä vastaukset' }));
    const shift = screen.getByRole('radiogroup', { name: /^Mikä vuoro sopii\?/ });
    // The two required questions (the choice and the scale) say so.
    expect(await screen.findAllByText('Vastaus vaaditaan.')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await user.click(within(shift).getByRole('radio', { name: 'Ilta' }));
    const shifts = screen.getByRole('group', { name: 'Mitkä vuorot?' });
    await user.click(within(shifts).getByRole('checkbox', { name: 'Ilta' }));
    await user.click(within(shifts).getByRole('checkbox', { name: 'Aamu' }));
    await user.type(screen.getByRole('textbox', { name: 'Lempinimi' }), 'Säde');
    await user.type(screen.getByRole('textbox', { name: 'Palaute' }), 'Kiitos');
    await user.type(screen.getByLabelText('Lomasi alkaa'), '20.12.2026');
    await user.click(
      within(screen.getByRole('radiogroup', { name: /^Arvio/ })).getByRole('radio', { name: '4' }),
    );
    await user.click(screen.getByRole('button', { name: 'Lähetä vastaukset' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      answers: {
        vuoro: 'ilta',
        päivät: ['aamu', 'ilta'],
        nimi: 'Säde',
        palaute: 'Kiitos',
        loma: '2026-12-20',
        arvio: 4,
      },
    });
    expect(await screen.findByText('Kiitos vastauksistasi!')).toBeInTheDocument();
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Muokkaa vastauksia' }));
    expect(screen.getByRole('button', { name: 'Päivitä vastaukset' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: /^Mikä vuoro sopii\?/ })).getByRole('radio', {
        name: 'Ilta',
      }),
    ).toBeChecked();
  });

  it('says when the questionnaire has ended, in the worker’s language', async () => {
    renderApp(`/q/${token}`, {
      handlers: { [`GET ${publicPath}`]: () => ({ status: 410, body: { code: 'QUESTIONNAIRE_EXPIRED' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Kysely on päättynyt');
  });

  it('opens in the worker’s language', async () => {
    renderApp(`/q/${token}`, {
      handlers: { [`GET ${publicPath}`]: () => ({ body: buildPublic({ locale: 'en' }) }) },
    });
    expect(await screen.findByText('Hello Säde!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send answers' })).toBeInTheDocument();
  });
});
