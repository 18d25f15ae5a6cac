import type { GigPage, GigSummary } from '@portal/domain/gigs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const listPath = `GET /api/accounts/${accountIds.first}/gigs`;
const listUrl = '/apps/shifts-&-gigs/gigs-management/list';

function gig(overrides: Partial<GigSummary>): GigSummary {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    accountId: accountIds.first,
    areaId: '30000000-0000-4000-8000-000000000001',
    areaName: 'Koivukoti',
    title: 'Aamuvuorot',
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
    ...overrides,
  };
}

function page(overrides: Partial<GigPage> = {}): GigPage {
  return {
    items: [
      gig({ contractId: '60000000-0000-4000-8000-000000000001', contractName: 'Koivukodin sopimus' }),
      gig({
        id: '20000000-0000-4000-8000-000000000002',
        title: 'Asiakkaan tilaus',
        status: 'suggestion',
        label: 'suggestion',
        roleType: 'sairaanhoitaja',
        availableShifts: 1,
        totalShifts: 1,
        startDate: '2026-12-05T20:00:00.000Z',
        endDate: '2026-12-06T05:00:00.000Z',
        boosted: true,
        boostType: 'bonus',
        boostValue: 20,
      }),
    ],
    total: 2,
    ...overrides,
  };
}

const requestedUrls = (server: ReturnType<typeof renderApp>['server']) =>
  server.fetch.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/gigs'));

describe('gigs list', () => {
  it('shows each gig with its label, contract, Helsinki dates, translated role and free shifts, linking to its page', async () => {
    renderApp(listUrl, { me: buildMe('agent'), handlers: { [listPath]: () => ({ body: page() }) } });

    const table = await screen.findByRole('table', { name: 'Keikat' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'AamuvuorotKoivukotiKoivukodin sopimusAvoin01.12.2026 – 03.12.2026Lähihoitaja2 / 3 vapaana–',
      'Asiakkaan tilausKoivukoti–Ehdotus05.12.2026 – 06.12.2026Sairaanhoitaja1 / 1 vapaanaBonus 20',
    ]);
    expect(within(table).getByRole('link', { name: 'Asiakkaan tilaus' })).toHaveAttribute(
      'href',
      '/apps/shifts-&-gigs/gigs-management/create/20000000-0000-4000-8000-000000000002',
    );
    expect(screen.getByRole('link', { name: 'Uusi keikka' })).toHaveAttribute(
      'href',
      '/apps/shifts-&-gigs/gigs-management/create',
    );
  });

  it('reads label, dates, sort and page from the address and asks the server for them', async () => {
    const { server } = renderApp(
      `${listUrl}?label=suggestion&from=2026-12-01&to=2026-12-31&sort=title&order=asc&page=2`,
      {
        me: buildMe('admin'),
        handlers: { [listPath]: () => ({ body: page({ total: 25 }) }) },
      },
    );

    await screen.findByRole('table', { name: 'Keikat' }, { timeout: 5000 });
    expect(
      within(screen.getByRole('search', { name: 'Keikkojen suodattimet' })).getByRole('combobox', {
        name: 'Tila',
      }),
    ).toHaveValue('Ehdotus');
    expect(screen.getByLabelText('Alkaen')).toHaveValue('01.12.2026');
    expect(screen.getByLabelText('Päättyen')).toHaveValue('31.12.2026');
    const pages = screen.getByRole('navigation', { name: 'Sivut' });
    expect(within(pages).getByRole('button', { name: 'Sivu 2' })).toHaveAttribute('aria-current', 'page');
    const url = new URL(requestedUrls(server)[0] ?? '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      label: 'suggestion',
      from: '2026-12-01',
      to: '2026-12-31',
      sort: 'title',
      order: 'asc',
      page: '2',
      perPage: '10',
    });
  });

  it('puts a typed text filter in the address and starts again from the first page', async () => {
    const { router, server, user } = renderApp(`${listUrl}?page=3`, {
      me: buildMe('agent'),
      handlers: { [listPath]: () => ({ body: page({ total: 40 }) }) },
    });

    await screen.findByRole('table', { name: 'Keikat' }, { timeout: 5000 });
    await user.type(screen.getByLabelText('Hae otsikosta tai alueesta'), 'koivu');
    await waitFor(() => expect(router.state.location.search).toBe('?text=koivu'));
    await waitFor(() =>
      expect(requestedUrls(server).some((url) => url.includes('text=koivu') && url.includes('page=1'))).toBe(
        true,
      ),
    );
    await user.click(
      within(screen.getByRole('navigation', { name: 'Sivut' })).getByRole('button', { name: 'Sivu 2' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?text=koivu&page=2'));
  });

  it('ignores a wrong value in the address and keeps the rest', async () => {
    const { server } = renderApp(`${listUrl}?label=nonsense&sort=title`, {
      me: buildMe('agent'),
      handlers: { [listPath]: () => ({ body: page() }) },
    });
    await screen.findByRole('table', { name: 'Keikat' }, { timeout: 5000 });
    const url = requestedUrls(server)[0] ?? '';
    expect(url).toContain('sort=title');
    expect(url).not.toContain('label=');
  });

  it('offers customers to order a gig and says when filters match nothing', async () => {
    renderApp(`${listUrl}?text=xyz`, {
      me: buildMe('customer'),
      handlers: { [listPath]: () => ({ body: { items: [], total: 0 } }) },
    });
    expect(
      await screen.findByText('Suodattimia vastaavia keikkoja ei löytynyt.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilaa keikka' })).toBeInTheDocument();
  });

  it('is where the root address leads', async () => {
    const { router } = renderApp('/', {
      me: buildMe('agent'),
      handlers: { [listPath]: () => ({ body: page() }) },
    });
    await screen.findByRole('table', { name: 'Keikat' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe(listUrl);
  });
});
