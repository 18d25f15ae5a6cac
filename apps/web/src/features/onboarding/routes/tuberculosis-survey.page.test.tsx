import { tuberculosisQuestions } from '@portal/domain/onboarding';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildPublicSurvey, token } from './onboarding-test-data';

const apiPath = `/api/public/tuberculosis-surveys/${token}`;
const pagePath = `/services/tuberculosis-survey/${token}`;

describe('tuberculosis survey page (public)', () => {
  it('takes every answer, with details for a yes, without signing in, then thanks the worker', async () => {
    const { server, user } = renderApp(pagePath, {
      handlers: {
        [`GET ${apiPath}`]: () => ({ body: buildPublicSurvey() }),
        [`POST ${apiPath}/answers`]: () => ({ body: buildPublicSurvey({ status: 'answered' }) }),
      },
    });
    expect(await screen.findByText('Hei Säde!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tuberkuloosikysely' })).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio', { name: 'Ei' })) {
      await user.click(radio);
    }
    const stay = screen.getByRole('radiogroup', { name: /vähintään 3 kuukautta maassa/ });
    await user.click(within(stay).getByRole('radio', { name: 'Kyllä' }));
    await user.type(screen.getByRole('textbox', { name: 'Lisätiedot' }), 'Intia, 2025');
    await user.click(screen.getByRole('button', { name: 'Lähetä vastaukset' }));
    expect(await screen.findByText('Kiitos vastauksistasi!')).toBeInTheDocument();
    const sent = server.requests.find((request) => request.method === 'POST');
    const { answers } = (sent ? sent.body : {}) as {
      answers: Record<string, { yes: boolean; details: string | null }>;
    };
    expect(Object.keys(answers)).toHaveLength(tuberculosisQuestions.length);
    expect(answers.highIncidenceStay).toEqual({ yes: true, details: 'Intia, 2025' });
    expect(answers.fever).toEqual({ yes: false, details: null });
    expect(server.requests.every((request) => request.authorization === null)).toBe(true);
  });

  it('refuses to send while a question is unanswered', async () => {
    const { server, user } = renderApp(pagePath, {
      handlers: { [`GET ${apiPath}`]: () => ({ body: buildPublicSurvey() }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Lähetä vastaukset' }));
    expect(screen.getAllByText('Vastaa tähän kysymykseen.')).toHaveLength(tuberculosisQuestions.length);
    expect(screen.getByRole('alert')).toHaveTextContent('11 kysymystä on vastaamatta.');
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(false));
  });

  it('shows the questionnaire in the worker’s language', async () => {
    renderApp(pagePath, {
      handlers: { [`GET ${apiPath}`]: () => ({ body: buildPublicSurvey({ locale: 'en' }) }) },
    });
    expect(await screen.findByText('Have you had a cough lasting more than 3 weeks?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tuberculosis survey' })).toBeInTheDocument();
  });

  it('shows the thank-you once answered instead of the questions', async () => {
    renderApp(pagePath, {
      handlers: { [`GET ${apiPath}`]: () => ({ body: buildPublicSurvey({ status: 'answered' }) }) },
    });
    expect(await screen.findByText('Kiitos vastauksistasi!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lähetä vastaukset' })).not.toBeInTheDocument();
  });

  it('says when the link has expired', async () => {
    renderApp(pagePath, {
      handlers: { [`GET ${apiPath}`]: () => ({ status: 410, body: { code: 'ONBOARDING_LINK_EXPIRED' } }) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Linkki on vanhentunut. Pyydä henkilöstöhallinnolta uusi.',
    );
  });
});
