import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildWorker,
  workerId,
  workerOptions,
  workersPath,
} from '@/features/workers/routes/workers-test-data';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const workerPath = `${workersPath}/${workerId}`;
const accountPath = workersPath.replace(/\/workers$/, '');
const detailPath = `/apps/hr/personels/edit/${workerId}?tab=contracts`;

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${workerPath}`]: () => ({ body: buildWorker({ mobile: '+358401234567' }) }),
    [`GET ${workerPath}/activity`]: () => ({ body: { upcomingShifts: [], confirmedAreas: [], history: [] } }),
    [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
    ...overrides,
  };
}

describe('the worker page’s onboarding links (composed from the onboarding feature)', () => {
  it('sends the get-started link by e-mail and SMS and says until when it is valid', async () => {
    const { server, user } = renderApp(detailPath, {
      me: buildMe('admin'),
      handlers: handlers({
        [`POST ${workerPath}/get-started-link`]: () => ({
          status: 201,
          body: {
            id: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f901',
            linkExpiresAt: '2026-12-22T10:00:00.000Z',
            channels: ['email', 'sms'],
          },
        }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Perehdytyslinkit' });
    await user.click(within(panel).getByRole('checkbox', { name: 'Tekstiviesti' }));
    await user.click(within(panel).getByRole('button', { name: 'Lähetä aloituslinkki' }));
    expect(await screen.findByText(/Linkki lähetetty: .*Voimassa 22\.12\.2026/)).toBeInTheDocument();
    const sent = server.requests.find((request) => request.path === `${workerPath}/get-started-link`);
    expect(sent?.body).toEqual({ channels: ['email', 'sms'] });
  });

  it('sends the tuberculosis survey and shows a refusal beside the buttons', async () => {
    const { user } = renderApp(detailPath, {
      me: buildMe('admin'),
      handlers: handlers({
        [`POST ${accountPath}/tuberculosis-surveys`]: () => ({
          status: 409,
          body: { code: 'WORKER_MOBILE_MISSING' },
        }),
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Perehdytyslinkit' });
    await user.click(within(panel).getByRole('button', { name: 'Lähetä tuberkuloosikysely' }));
    expect(await within(panel).findByRole('alert')).toBeInTheDocument();
  });

  it('shows where the worker is with the checklist, and the tax card to the payroll roles', async () => {
    renderApp(detailPath, {
      me: buildMe('admin'),
      handlers: handlers({
        [`GET ${workerPath}/get-started`]: () => ({
          body: {
            checklist: {
              id: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f901',
              sentAt: '2026-11-22T10:00:00.000Z',
              linkExpiresAt: '2026-12-22T10:00:00.000Z',
              detailsConfirmedAt: '2026-11-23T08:00:00.000Z',
              bankAccountAt: null,
              taxCardAt: '2026-11-23T08:05:00.000Z',
              completedAt: null,
            },
          },
        }),
      }),
    });
    const steps = await screen.findByRole('list', { name: 'Aloituksen vaiheet' });
    expect(within(steps).getByText(/Tiedot vahvistettu 23\.11\.2026/)).toBeInTheDocument();
    expect(within(steps).getByText('Tilinumero antamatta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lataa verokortti' })).toBeInTheDocument();
  });
});
