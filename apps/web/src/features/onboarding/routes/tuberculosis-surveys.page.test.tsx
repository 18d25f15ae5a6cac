import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildSurvey, buildSurveySummary, me, surveyId, surveysApi } from './onboarding-test-data';

const listPath = '/apps/hr/tuberculosis-surveys/list';

describe('tuberculosis surveys (HR)', () => {
  it('lists the surveys with status and the follow-up flag with its reasons, and counts those to review', async () => {
    renderApp(listPath, {
      me,
      handlers: {
        [`GET ${surveysApi}`]: () => ({
          body: {
            items: [
              buildSurveySummary(),
              buildSurveySummary({
                id: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f702',
                workerName: 'Ville Virtanen',
                status: 'sent',
                needsFollowUp: false,
                followUpReasons: [],
                answeredAt: null,
              }),
            ],
            total: 2,
            followUpCount: 1,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Tuberkuloosikyselyt' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('Säde Öhman');
    expect(first?.textContent).toContain('JatkoselvitysOireitaRiskimaa');
    expect(second?.textContent).toContain('Lähetetty');
    expect(
      screen.getByText('Yksi vastattu tuberkuloosikysely vaatii jatkoselvitystä ja odottaa käsittelyä.'),
    ).toBeInTheDocument();
  });

  it('asks the server for the flagged ones when the follow-up filter is ticked', async () => {
    const { server, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${surveysApi}`]: () => ({ body: { items: [], total: 0, followUpCount: 0 } }) },
    });
    expect(await screen.findByText('Ei tuberkuloosikyselyjä.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vain jatkoselvitystä vaativat' }));
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === surveysApi).length).toBe(2),
    );
  });

  it('shows the answers to HR and marks the survey reviewed with a note', async () => {
    let survey = buildSurvey();
    const { server, user } = renderApp(`/apps/hr/tuberculosis-surveys/view/${surveyId}`, {
      me,
      handlers: {
        [`GET ${surveysApi}/${surveyId}`]: () => ({ body: survey }),
        [`POST ${surveysApi}/${surveyId}/review`]: () => {
          survey = buildSurvey({
            status: 'reviewed',
            reviewNote: 'Ohjattu IGRA-testiin',
            reviewedAt: '2026-11-24T09:00:00.000Z',
            reviewedByName: 'Hanna HR',
          });
          return { body: survey };
        },
      },
    });
    const answers = await screen.findByRole('table', { name: 'Vastaukset' });
    expect(within(answers).getByText('Intia, 2025')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Muistiinpano/ }), 'Ohjattu IGRA-testiin');
    await user.click(screen.getByRole('button', { name: 'Merkitse käsitellyksi' }));
    expect(await screen.findByText(/Hanna HR/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Merkitse käsitellyksi' })).not.toBeInTheDocument();
    const review = server.requests.find((request) => request.method === 'POST');
    expect(review?.body).toEqual({ note: 'Ohjattu IGRA-testiin' });
  });

  it('cancels a survey the worker has not answered', async () => {
    let survey = buildSurvey({
      status: 'sent',
      answers: null,
      answeredAt: null,
      needsFollowUp: false,
      followUpReasons: [],
    });
    const { server, user } = renderApp(`/apps/hr/tuberculosis-surveys/view/${surveyId}`, {
      me,
      handlers: {
        [`GET ${surveysApi}/${surveyId}`]: () => ({ body: survey }),
        [`POST ${surveysApi}/${surveyId}/cancel`]: () => {
          survey = { ...survey, status: 'cancelled' };
          return { body: survey };
        },
      },
    });
    expect(await screen.findByText('Työntekijä ei ole vielä vastannut.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Peru kysely' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Peru kysely' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Peruttu')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith('/cancel'))).toBe(true);
  });

  it('keeps the menu entry from customers (health data)', async () => {
    const customer = buildMe('customer');
    renderApp('/apps/hr/tuberculosis-surveys/list', { me: customer });
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Tuberkuloosikyselyt' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('link', { name: 'Tuberkuloosikyselyt' })).not.toBeInTheDocument();
  });
});
