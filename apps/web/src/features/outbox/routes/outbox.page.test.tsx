import type { MailOutboxItem, SmsOutboxItem } from '@portal/domain/outbox';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const outboxPath = `/api/accounts/${accountIds.first}/outbox`;

function smsOf(index: number, overrides: Partial<SmsOutboxItem> = {}): SmsOutboxItem {
  return {
    id: `70000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    accountId: accountIds.first,
    to: '+358401234567',
    message: `Hyvää huomenta ${index}`,
    kind: 'worker-message',
    encoding: 'gsm7',
    segments: 1,
    status: 'stored',
    attempts: 0,
    providerMessageId: null,
    error: null,
    createdAt: '2026-11-22T06:05:00.000Z',
    sentAt: null,
    ...overrides,
  };
}

const mail: MailOutboxItem = {
  id: '71000000-0000-4000-8000-000000000001',
  accountId: accountIds.first,
  to: 'sade.ohman@example.fi',
  subject: 'Tervetuloa',
  kind: 'welcome',
  status: 'sent',
  attempts: 1,
  error: null,
  createdAt: '2026-06-30T21:30:00.000Z',
  sentAt: '2026-06-30T21:31:00.000Z',
};

describe('outbox page', () => {
  it('lists the account’s SMS with segments and Helsinki times, paging in the address', async () => {
    const { router, server, user } = renderApp('/apps/settings/outbox?tab=sms', {
      me: buildMe('agent'),
      handlers: {
        [`GET ${outboxPath}/sms`]: () => ({
          body: {
            items: [
              smsOf(1, { segments: 2, message: 'Pitkä viesti', status: 'queued' }),
              smsOf(2, {
                encoding: 'ucs2',
                message: 'Kiitos 😀',
                sentAt: '2026-11-22T06:06:00.000Z',
                kind: 'sms-broadcast',
              }),
            ],
            total: 12,
          },
        }),
        [`GET ${outboxPath}/mail`]: () => ({ body: { items: [mail], total: 1 } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lähtevät viestit' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lähtevät tekstiviestit' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      // The last column holds each row's button that opens the whole message.
      'VastaanottajaViestiTyyppiTilaOsiaLuotuLähetettyToiminnot',
      '+358401234567Pitkä viestiViesti työntekijälleJonossa2 (GSM-7)22.11.2026 08:05–Avaa',
      '+358401234567Kiitos 😀JoukkotekstiviestiSäilytetty1 (Unicode)22.11.2026 08:0522.11.2026 08:06Avaa',
    ]);
    expect(screen.getByText('Yhteensä 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sivu 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=sms&page=2'));
    await waitFor(() =>
      expect(server.fetch.mock.calls.map(([input]) => String(input))).toContain(
        `${outboxPath}/sms?page=2&perPage=10`,
      ),
    );
  });

  it('shows the mail tab by default, in summer time', async () => {
    const { router, user } = renderApp('/apps/settings/outbox', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${outboxPath}/mail`]: () => ({ body: { items: [mail], total: 1 } }),
        [`GET ${outboxPath}/sms`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Lähtevät sähköpostit' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'sade.ohman@example.fiTervetuloaTervetuloviestiLähetetty01.07.2026 00:3001.07.2026 00:31',
    );
    await user.click(screen.getByRole('tab', { name: 'Tekstiviestit' }));
    expect(await screen.findByText('Ei viestejä.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=sms');
  });

  it('is not open to customers', async () => {
    const { router } = renderApp('/apps/settings/outbox', { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
