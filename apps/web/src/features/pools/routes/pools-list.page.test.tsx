import type { PoolPage } from '@portal/domain/pools';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const listPath = `GET /api/accounts/${accountIds.first}/pools`;

function page(overrides: Partial<PoolPage> = {}): PoolPage {
  return {
    items: [
      {
        id: '10000000-0000-4000-8000-000000000001',
        name: 'Oletusrengas',
        isDefault: true,
        memberCount: 34,
        areaCount: 5,
      },
      {
        id: '10000000-0000-4000-8000-000000000002',
        name: 'Tampereen keikkarengas',
        isDefault: false,
        memberCount: 9,
        areaCount: 2,
      },
    ],
    total: 2,
    ...overrides,
  };
}

describe('pools list', () => {
  it('shows name, default badge, member and area counts, and links to the edit page', async () => {
    renderApp('/apps/hr/pools/list', {
      me: buildMe('admin'),
      handlers: { [listPath]: () => ({ body: page() }) },
    });

    const table = await screen.findByRole('table', { name: 'Poolit' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NimiOletusJäseniäAlueita',
      'OletusrengasOletus345',
      'Tampereen keikkarengas–92',
    ]);
    expect(within(table).getByRole('link', { name: 'Tampereen keikkarengas' })).toHaveAttribute(
      'href',
      '/apps/hr/pools/edit/10000000-0000-4000-8000-000000000002',
    );
    expect(screen.getByRole('link', { name: 'Uusi pooli' })).toHaveAttribute('href', '/apps/hr/pools/create');
  });

  it('keeps the search and the page in the address and asks the server for them', async () => {
    const { router, server, user } = renderApp('/apps/hr/pools/list?page=2', {
      me: buildMe('agent'),
      handlers: { [listPath]: () => ({ body: page({ total: 25 }) }) },
    });

    await screen.findByRole('table', { name: 'Poolit' });
    const pages = screen.getByRole('navigation', { name: 'Sivut' });
    expect(within(pages).getByRole('button', { name: 'Sivu 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Sivu 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));

    await user.type(screen.getByLabelText('Hae nimellä'), 'tamp');
    await waitFor(() => expect(router.state.location.search).toBe('?search=tamp'));
    await waitFor(() => {
      const urls = server.fetch.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('search=tamp') && url.includes('page=1'))).toBe(true);
    });
  });

  it('says when nothing matches the search', async () => {
    renderApp('/apps/hr/pools/list?search=xyz', {
      me: buildMe('admin'),
      handlers: { [listPath]: () => ({ body: { items: [], total: 0 } }) },
    });
    expect(await screen.findByText('Hakuasi vastaavia pooleja ei löytynyt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hae nimellä')).toHaveValue('xyz');
  });

  it('sends a customer, who may not see pools, to not-authorized', async () => {
    const { router } = renderApp('/apps/hr/pools/list', { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
