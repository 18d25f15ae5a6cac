import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { type FakeHandler, stubFetch } from '@/testing/fake-server';
import { accountId, apiBase, buildBroadcast, meAs } from '../routes/sms-broadcasts-test-data';
import { SmsBroadcastsTab } from './sms-broadcasts-tab';

const optOutsPath = `/api/accounts/${accountId}/sms-opt-outs`;

function renderTab(handlers: Record<string, FakeHandler> = {}) {
  const me = meAs('agent');
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }),
    [`GET ${optOutsPath}`]: () => ({ body: { items: [], total: 0 } }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter>
        <SmsBroadcastsTab accountId={accountId} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('SMS tab', () => {
  it('lists the SMS with status badges and the progress of one being sent', async () => {
    renderTab({
      [`GET ${apiBase}`]: () => ({
        body: {
          items: [
            buildBroadcast({
              status: 'sending',
              progress: { total: 10, queued: 4, sent: 5, failed: 1, optedOut: 0 },
            }),
            buildBroadcast({ id: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f602', title: 'Luonnos' }),
          ],
          total: 2,
        },
      }),
    });
    const table = await screen.findByRole('table', { name: 'Joukkotekstiviestit' });
    expect(within(table).getByText('Lähetetään')).toBeInTheDocument();
    expect(within(table).getByText('5 lähetetty, 1 epäonnistui / 10')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Luonnos' })).toHaveAttribute(
      'href',
      '/apps/hr/messages/edit/sms/7c1c2d3e-4f50-4a61-8b72-9c83d4e5f602',
    );
    expect(screen.getByRole('link', { name: 'Uusi tekstiviesti' })).toBeInTheDocument();
  });

  it('adds an opted-out number as people write it, and refuses what is not a number', async () => {
    const { server, user } = renderTab({
      [`POST ${optOutsPath}`]: () => ({
        status: 201,
        body: { mobile: '+358401000001', source: 'staff', createdAt: '2026-11-22T10:00:00.000Z' },
      }),
    });
    const field = await screen.findByRole('textbox', { name: /Matkapuhelinnumero/ });
    await user.type(field, 'soita');
    await user.click(screen.getByRole('button', { name: 'Lisää' }));
    expect(await screen.findByText(/Anna puhelinnumero/)).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(field);
    await user.type(field, '040 100 0001');
    await user.click(screen.getByRole('button', { name: 'Lisää' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        mobile: '+358401000001',
      }),
    );
  });
});
