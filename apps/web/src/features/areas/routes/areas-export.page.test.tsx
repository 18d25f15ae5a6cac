import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { buildArea } from '../testing/build-area';

const areasPath = `/api/accounts/${accountIds.first}/areas`;

describe('areas list export', () => {
  it('exports the areas matching the search, coordinates with a decimal comma', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp('/apps/hr/areas-management/list?search=koiv', {
      me: buildMe('agent'),
      handlers: { [`GET ${areasPath}`]: () => ({ body: { items: [buildArea()], total: 1 } }) },
    });
    await screen.findByRole('table', { name: 'Työalueet' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^tyoalueet-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.text).toBe(
      '\uFEFFToimipaikka;Katuosoite;Postinumero;Postitoimipaikka;Maakunta;Rengas;Yhteyshenkilö;Leveysaste;Pituusaste\r\n' +
        'Palvelukoti Koivula;Munkkiniemen puistotie 14;00330;Helsinki;Uusimaa;;Marja Leppänen;60,19918;24,88124\r\n',
    );
    expect(server.fetch.mock.calls.map(([input]) => String(input))).toContain(
      `${areasPath}?search=koiv&page=1&perPage=100`,
    );
  });
});
