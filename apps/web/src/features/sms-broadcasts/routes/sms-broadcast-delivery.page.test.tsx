import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiBase, broadcastId, buildBroadcast, meAs } from './sms-broadcasts-test-data';

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
    // The details are a definition list (axe: dlitem); the bar is named, and so is each of its parts.
    expect(screen.getByText('Eteneminen').closest('dl')).not.toBeNull();
    const bar = screen.getByRole('group', { name: '1 lähetetty, 1 epäonnistui / 2' });
    expect(within(bar).getByRole('progressbar', { name: 'Lähetetty' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(bar).getByRole('progressbar', { name: 'Epäonnistui' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const table = await screen.findByRole('table', { name: 'Tekstiviestin vastaanottajat' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Lähetetty')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Epäonnistui')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('SMS gateway answered 400')).toBeInTheDocument();
  });
});
