import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildArea } from '../testing/build-area';

const areasPath = `/api/accounts/${accountIds.first}/areas`;

describe('areas list page', () => {
  it('lists the areas with address, region and location, and links each to its form', async () => {
    renderApp('/apps/hr/areas-management/list', {
      me: buildMe('agent'),
      handlers: {
        [`GET ${areasPath}`]: () => ({
          body: {
            items: [
              buildArea(),
              buildArea({
                id: '30000000-0000-4000-8000-000000000002',
                name: 'Kotihoito Kallio',
                latitude: null,
                longitude: null,
                streetAddress: null,
                postcode: null,
                city: 'Helsinki',
              }),
            ],
            total: 2,
          },
        }),
      },
    });

    // The first render loads the lazy page module, which can take a while on a busy machine.
    const table = await screen.findByRole('table', { name: 'Työalueet' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Palvelukoti Koivula');
    expect(rows[1]).toHaveTextContent('Munkkiniemen puistotie 14, 00330 Helsinki');
    expect(rows[1]).toHaveTextContent('Tallennettu');
    expect(rows[2]).toHaveTextContent('Ei sijaintia');
    expect(within(table).getByRole('link', { name: 'Palvelukoti Koivula' })).toHaveAttribute(
      'href',
      '/apps/hr/areas-management/create/30000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('2 aluetta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Uusi alue' })).toHaveAttribute(
      'href',
      '/apps/hr/areas-management/create',
    );
  });

  it('searches from two letters on, keeping the search in the address', async () => {
    const { router, server, user } = renderApp('/apps/hr/areas-management/list', {
      me: buildMe('admin'),
      handlers: { [`GET ${areasPath}`]: () => ({ body: { items: [], total: 0 } }) },
    });
    const search = await screen.findByLabelText('Hae alueen nimellä', undefined, { timeout: 5000 });
    await user.type(search, 'K');
    expect(await screen.findByText('Kirjoita vähintään 2 merkkiä')).toBeInTheDocument();
    await user.type(search, 'o');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Ko'));
    expect(await screen.findByText('Haulla ei löytynyt alueita.')).toBeInTheDocument();
    // Nothing is asked with one letter.
    const urls = server.fetch.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('search=K&') || url.endsWith('search=K'))).toBe(false);
    expect(urls.some((url) => url.includes('search=Ko'))).toBe(true);
  });

  it('sends customers, who only read their areas, to not-authorized', async () => {
    const { router } = renderApp('/apps/hr/areas-management/list', { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });

  it('shows the translated reason when the list cannot be loaded', async () => {
    renderApp('/apps/hr/areas-management/list', {
      me: buildMe('admin'),
      handlers: { [`GET ${areasPath}`]: () => ({ status: 500, body: { code: 'INTERNAL' } }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Virhe alueiden haussa');
    expect(alert).toHaveTextContent('Jokin meni vikaan, yritä uudelleen');
  });
});
