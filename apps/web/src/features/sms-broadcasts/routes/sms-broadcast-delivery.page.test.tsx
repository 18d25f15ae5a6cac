import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { stubFetch } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { SmsBroadcastsTab } from '../components/sms-broadcasts-tab';
import { accountId, apiBase, broadcastId, buildBroadcast, meAs } from './sms-broadcasts-test-data';

describe('bulk SMS delivery', () => {
  it('shows a sent SMS with its progress and each recipient’s status', async () => {
    renderApp(`/apps/hr/communications/sms/${broadcastId}`, {
      me: meAs('agent'),
      handlers: {
        [`GET ${apiBase}/${broadcastId}`]: () => ({
          body: buildBroadcast({
            status: 'sent',
            progress: { total: 2, queued: 0, sent: 1, failed: 1, optedOut: 0 },
          }),
        }),
        [`GET ${apiBase}/${broadcastId}/recipients`]: () => ({
          body: {
            items: [
              {
                workerId: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f611',
                name: 'Säde Öhman',
                mobile: '+358401000001',
                status: 'sent',
                attempts: 1,
                error: null,
                sentAt: '2026-11-22T10:01:00.000Z',
              },
              {
                workerId: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f612',
                name: 'Ville Virtanen',
                mobile: '+358401000002',
                status: 'failed',
                attempts: 1,
                error: 'SMS gateway answered 400',
                sentAt: null,
              },
            ],
            total: 2,
          },
        }),
      },
    });
    expect(await screen.findByText('1 lähetetty, 1 epäonnistui / 2')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Tekstiviestin vastaanottajat' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Lähetetty')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Epäonnistui')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('SMS gateway answered 400')).toBeInTheDocument();
  });
});

describe('SMS tab', () => {
  it('lists the SMS with status badges and the progress of one being sent', async () => {
    const me = meAs('agent');
    window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
    window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
    stubFetch({
      'GET /api/me': () => ({ body: me }),
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
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
    render(
      <AppProviders queryClient={queryClient} env="test">
        <MemoryRouter>
          <SmsBroadcastsTab accountId={accountId} />
        </MemoryRouter>
      </AppProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Joukkotekstiviestit' });
    expect(within(table).getByText('Lähetetään')).toBeInTheDocument();
    expect(within(table).getByText('5 lähetetty, 1 epäonnistui / 10')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Luonnos' })).toHaveAttribute(
      'href',
      '/apps/hr/messages/edit/sms/7c1c2d3e-4f50-4a61-8b72-9c83d4e5f602',
    );
    expect(screen.getByRole('link', { name: 'Uusi tekstiviesti' })).toBeInTheDocument();
  });
});
