import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { confirmation, confirmationsPath, ids, options, verifiedShift } from './confirmations-test-data';

const slow = { timeout: 5000 };
const listUrl = '/apps/shifts-&-gigs/confirmations/list';
const verifyPath = (shiftId: string) =>
  `POST /api/accounts/${accountIds.first}/shifts/${shiftId}/verification`;
const nightShift = confirmation({
  id: ids.verifiedShift,
  title: 'Yövuoro',
  workerName: null,
  kilometres: null,
});

describe('confirmations: bulk verification and export', () => {
  it('verifies the selected shifts one by one and tells which failed and why', async () => {
    const { server, user } = renderApp(listUrl, {
      me: buildMe('customer'),
      handlers: {
        [`GET ${confirmationsPath}`]: () => ({ body: { items: [confirmation(), nightShift], total: 2 } }),
        [`GET ${confirmationsPath}/options`]: () => ({ body: options }),
        [verifyPath(ids.shift)]: () => ({ body: verifiedShift() }),
        [verifyPath(ids.verifiedShift)]: () => ({ status: 409, body: { code: 'SHIFT_STATE_CHANGED' } }),
      },
    });
    await screen.findByRole('table', { name: 'Vahvistukset' }, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Valitse kaikki tämän sivun rivit' }));
    const bar = screen.getByRole('region', { name: 'Valittujen rivien toiminnot' });
    expect(within(bar).getByRole('status')).toHaveTextContent('Valittu 2');
    await user.click(within(bar).getByRole('button', { name: 'Hyväksy valittujen tunnit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hyväksytäänkö 2 vuoron tunnit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hyväksy' }));

    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('Onnistui 1, epäonnistui 1');
    expect(within(outcome).getByRole('listitem')).toHaveTextContent(/^Yövuoro: /);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });

  it('exports every confirmation matching the filters as a Finnish CSV', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp(`${listUrl}?state=confirmed&sort=worker`, {
      me: buildMe('agent'),
      handlers: {
        [`GET ${confirmationsPath}`]: () => ({ body: { items: [confirmation(), nightShift], total: 2 } }),
        [`GET ${confirmationsPath}/options`]: () => ({ body: options }),
      },
    });
    await screen.findByRole('table', { name: 'Vahvistukset' }, slow);
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toMatch(/^vahvistukset-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = file?.text.split('\r\n') ?? [];
    expect(lines[0]).toBe(
      '\uFEFFVuoro;Työntekijä;Alue;Suunniteltu alku;Suunniteltu loppu;Toteutunut alku;Toteutunut loppu;Tauko (min);Kilometrit (km);Päivän tyyppi;Palkalliset tunnit (h);Tila',
    );
    expect(lines[1]).toBe(
      'Aamuvuoro;Aino Aalto;Kallion palvelukoti;10.11.2026 07:00;10.11.2026 15:00;10.11.2026 07:00;10.11.2026 15:30;30;12,5;Työpäivä;8;Vahvistettu',
    );
    expect(lines[2]).toMatch(/^Yövuoro;;Kallion palvelukoti;/);
    const exportUrl = server.fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('perPage=100'));
    expect(exportUrl).toContain('state=confirmed');
    expect(exportUrl).toContain('sort=worker');
  });
});
