import type { GigSummary } from '@portal/domain/gigs';
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';

const listPath = `GET /api/accounts/${accountIds.first}/gigs`;
const listUrl = '/apps/shifts-&-gigs/gigs-management/list';

const gig: GigSummary = {
  id: '20000000-0000-4000-8000-000000000001',
  accountId: accountIds.first,
  areaId: '30000000-0000-4000-8000-000000000001',
  areaName: 'Koivukoti, B-talo',
  title: 'Aamuvuorot "joulu"',
  status: 'published',
  label: 'open',
  roleType: 'lähihoitaja',
  contractId: null,
  contractName: null,
  availableShifts: 2,
  totalShifts: 3,
  startDate: '2026-12-01T05:00:00.000Z',
  endDate: '2026-12-03T13:00:00.000Z',
  boosted: false,
  boostType: null,
  boostValue: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('gigs list export', () => {
  it('exports every gig matching the filters and sort, in Finnish with semicolons', async () => {
    const downloads = captureDownloads();
    const { server, user } = renderApp(`${listUrl}?label=open&sort=title&order=asc`, {
      me: buildMe('agent'),
      handlers: { [listPath]: () => ({ body: { items: [gig], total: 1 } }) },
    });
    await screen.findByRole('table', { name: 'Keikat' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^keikat-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(downloads[0]?.type).toBe('text/csv;charset=utf-8');
    expect(downloads[0]?.text).toBe(
      '\uFEFFOtsikko;Lähipalvelualue;Tila;Päivät;Rooli;Vapaat vuorot;Vuoroja yhteensä;Korotus\r\n' +
        '"Aamuvuorot ""joulu""";Koivukoti, B-talo;Avoin;01.12.2026 – 03.12.2026;Lähihoitaja;2;3;\r\n',
    );
    const exportUrl = server.fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('perPage=100'));
    expect(exportUrl).toContain('label=open');
    expect(exportUrl).toContain('sort=title');
    expect(exportUrl).toContain('order=asc');
  });

  it('writes English headers, commas and quotes where the text holds a comma', async () => {
    await i18next.changeLanguage('en');
    const downloads = captureDownloads();
    const { user } = renderApp(listUrl, {
      me: buildMe('agent'),
      handlers: { [listPath]: () => ({ body: { items: [gig], total: 1 } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^gigs-/);
    expect(downloads[0]?.text.split('\r\n')[1]).toBe(
      '"Aamuvuorot ""joulu""","Koivukoti, B-talo",Open,01.12.2026 – 03.12.2026,Practical nurse,2,3,',
    );
  });
});
