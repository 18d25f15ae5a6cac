import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { type FakeHandler, type FakeRequest, stubFetch } from '@/testing/fake-server';
import { InterviewCard } from '../index';
import {
  agentId,
  applicantId,
  buildInterview,
  buildTemplate,
  interviewsPath,
  recruitersPath,
  templatesPath,
} from './interview-card-test-data';

/** The card rendered directly, as the application page will place it, against a fake API. */
function renderCard(handlers: Record<string, FakeHandler>) {
  const me = buildMe('agent');
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${templatesPath}`]: () => ({ body: { items: [buildTemplate()] } }),
    [`GET ${recruitersPath}`]: () => ({ body: { items: [{ id: agentId, name: 'Antti Agentti' }] } }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <InterviewCard accountId={accountIds.first} applicantId={applicantId} applicantEmail="" />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

const sentTo = (requests: FakeRequest[], method: string, suffix: string) =>
  requests.filter((request) => request.method === method && request.path.endsWith(suffix));

describe('the interview card', () => {
  it('requires the applicant e-mail and the question (spec §5), then makes a blank interview', async () => {
    const { server, user } = renderCard({
      [`GET ${interviewsPath}`]: () => ({ body: { items: [] } }),
      [`POST ${interviewsPath}`]: () => ({ status: 201, body: buildInterview({ templateName: null }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Luo haastattelu' }, { timeout: 5000 }));
    expect(await screen.findByText('Haastattelulle tarvitaan hakijan sähköpostiosoite.')).toBeInTheDocument();
    expect(screen.getByText('Kirjoita kysymys.')).toBeInTheDocument();
    expect(sentTo(server.requests, 'POST', '/interviews')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /^Hakijan sähköposti/ }), 'Sade.Ohman@example.fi');
    await user.type(screen.getByRole('textbox', { name: /^Kysymys/ }), 'Milloin voit aloittaa?');
    await user.click(screen.getByRole('button', { name: 'Luo haastattelu' }));
    await waitFor(() => expect(sentTo(server.requests, 'POST', '/interviews')).toHaveLength(1));
    expect(sentTo(server.requests, 'POST', '/interviews')[0]?.body).toEqual({
      applicantEmail: 'sade.ohman@example.fi',
      templateId: null,
      steps: [{ questionType: 'text', question: 'Milloin voit aloittaa?', options: [] }],
    });
  });

  it('schedules a waiting interview, assigns the recruiter and starts it', async () => {
    let interview = buildInterview();
    const { server, user } = renderCard({
      [`GET ${interviewsPath}`]: () => ({ body: { items: [interview] } }),
      [`PUT ${interviewsPath}/${interview.id}/schedule`]: () => {
        interview = { ...interview, scheduledAt: '2026-11-25T12:30:00.000Z' };
        return { body: interview };
      },
      [`PUT ${interviewsPath}/${interview.id}/assignee`]: () => {
        interview = { ...interview, assignedTo: agentId, assignedToName: 'Antti Agentti' };
        return { body: interview };
      },
      [`POST ${interviewsPath}/${interview.id}/state`]: () => ({
        body: { ...interview, state: 'in_progress' },
      }),
    });
    expect(await screen.findByText('Odottaa haastattelua', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Aikaa ei ole sovittu')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Haastattelupäivä/), '25.11.2026');
    await user.click(screen.getByRole('spinbutton', { name: 'Kellonaika, tunnit' }));
    await user.keyboard('1430');
    await user.type(screen.getByRole('textbox', { name: /^Paikka tai puhelin/ }), 'Puhelin 040 123 4567');
    await user.click(screen.getByRole('button', { name: 'Sovi aika ja lähetä kutsu' }));
    await waitFor(() =>
      expect(sentTo(server.requests, 'PUT', '/schedule')[0]?.body).toEqual({
        date: '2026-11-25',
        time: '14:30',
        location: 'Puhelin 040 123 4567',
      }),
    );
    expect(await screen.findByText('Aika 25.11.2026 14:30')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Haastattelija' }));
    await user.click(await screen.findByRole('option', { name: 'Antti Agentti' }));
    await waitFor(() =>
      expect(sentTo(server.requests, 'PUT', '/assignee')[0]?.body).toEqual({ assignedTo: agentId }),
    );

    await user.click(screen.getByRole('button', { name: 'Aloita haastattelu' }));
    await waitFor(() =>
      expect(sentTo(server.requests, 'POST', '/state')[0]?.body).toEqual({ state: 'in_progress' }),
    );
  });

  it('answers the questions one by one while in progress, then completes', async () => {
    let interview = buildInterview({ state: 'in_progress' });
    const answer = (index: number) => (request: FakeRequest) => {
      const steps = interview.steps.map((step, at) =>
        at === index ? { ...step, answer: (request.body as { answer: string }).answer } : step,
      );
      interview = { ...interview, steps };
      return { body: interview };
    };
    const { server, user } = renderCard({
      [`GET ${interviewsPath}`]: () => ({ body: { items: [interview] } }),
      [`PUT ${interviewsPath}/${interview.id}/steps/0/answer`]: answer(0),
      [`PUT ${interviewsPath}/${interview.id}/steps/1/answer`]: answer(1),
      [`POST ${interviewsPath}/${interview.id}/state`]: () => ({
        body: { ...interview, state: 'completed' },
      }),
    });
    expect(await screen.findByText('Kysymys 1/2 · vastattu 0', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Kerro työkokemuksestasi' }),
      'Viisi vuotta päivystyksessä',
    );
    await user.click(screen.getByRole('button', { name: 'Tallenna vastaus' }));
    expect(await screen.findByText('Kysymys 2/2 · vastattu 1')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Kyllä' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna vastaus' }));
    await waitFor(() =>
      expect(sentTo(server.requests, 'PUT', '/steps/1/answer')[0]?.body).toEqual({ answer: 'yes' }),
    );
    expect(sentTo(server.requests, 'PUT', '/steps/0/answer')[0]?.body).toEqual({
      answer: 'Viisi vuotta päivystyksessä',
    });
    await user.click(screen.getByRole('button', { name: 'Merkitse valmiiksi' }));
    await waitFor(() =>
      expect(sentTo(server.requests, 'POST', '/state')[0]?.body).toEqual({ state: 'completed' }),
    );
  });
});
