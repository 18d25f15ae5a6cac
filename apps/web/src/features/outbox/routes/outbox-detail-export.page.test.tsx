import type { SmsOutboxItem } from '@portal/domain/outbox';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';

const outboxPath = `/api/accounts/${accountIds.first}/outbox`;
const longMessage = `Hei! ${'Avoin vuoro Palvelukoti Koivulassa huomenna klo 7–15, vastaa pian. '.repeat(6)}https://portaali.example/invite/shift-confirmation/${'a'.repeat(80)}`;

const sms: SmsOutboxItem = {
  id: '70000000-0000-4000-8000-000000000001',
  accountId: accountIds.first,
  to: '+358401234567',
  message: longMessage,
  kind: 'shift-invitation',
  encoding: 'ucs2',
  segments: 7,
  status: 'failed',
  attempts: 5,
  providerMessageId: null,
  error: 'Gateway answered 503',
  createdAt: '2026-11-22T06:05:00.000Z',
  sentAt: null,
};

function handlers() {
  return {
    [`GET ${outboxPath}/sms`]: () => ({ body: { items: [sms], total: 1 } }),
    [`GET ${outboxPath}/mail`]: () => ({ body: { items: [], total: 0 } }),
  };
}

describe('outbox: a whole message and the export', () => {
  it('opens a long SMS in full with its delivery fields', async () => {
    const { user } = renderApp('/apps/settings/outbox?tab=sms', {
      me: buildMe('agent'),
      handlers: handlers(),
    });
    await screen.findByRole('table', { name: 'Lähtevät tekstiviestit' }, { timeout: 5000 });
    await user.click(
      screen.getByRole('button', { name: 'Avaa tekstiviesti: +358401234567, 22.11.2026 08:05' }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Tekstiviesti' });
    expect(within(drawer).getByText(longMessage)).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Lähetysyrityksiä5');
    expect(drawer).toHaveTextContent('Viimeisin virheGateway answered 503');
    expect(drawer).toHaveTextContent('Osia7 (Unicode)');
    expect(within(drawer).getByText('Epäonnistui')).toBeInTheDocument();
  });

  it('exports every SMS with the whole message', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp('/apps/settings/outbox?tab=sms', {
      me: buildMe('admin'),
      handlers: handlers(),
    });
    await screen.findByRole('table', { name: 'Lähtevät tekstiviestit' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^lahtevat-tekstiviestit-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text.split('\r\n')).toEqual([
      '\uFEFFVastaanottaja;Viesti;Tyyppi;Tila;Osia;Merkistö;Lähetysyrityksiä;Viimeisin virhe;Luotu;Lähetetty',
      `'+358401234567;${longMessage};Vuorokutsu;Epäonnistui;7;Unicode;5;Gateway answered 503;22.11.2026 08:05;`,
      '',
    ]);
    expect(server.fetch.mock.calls.map(([input]) => String(input))).toContain(
      `${outboxPath}/sms?page=1&perPage=100`,
    );
  });
});
