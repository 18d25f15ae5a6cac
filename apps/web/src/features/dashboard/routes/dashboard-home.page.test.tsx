import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildDashboardFigures } from '@/testing/dashboard-figures';
import { renderApp } from '@/testing/render-app';

const dashboardPath = `GET /api/accounts/${accountIds.first}/dashboard`;

describe('dashboard home', () => {
  it('shows the figures of the account and the next days with Finnish dates', async () => {
    renderApp('/apps/dashboard/home', {
      me: buildMe('admin'),
      handlers: { [dashboardPath]: () => ({ body: buildDashboardFigures() }) },
    });

    const workers = await screen.findByRole('region', { name: 'Työntekijät' });
    expect(within(workers).getByText('Kaikki työntekijät').nextSibling).toHaveTextContent('42');
    const shifts = screen.getByRole('region', { name: 'Vuorot' });
    expect(within(shifts).getByText('Odottaa vahvistusta').nextSibling).toHaveTextContent('4');
    const gigs = screen.getByRole('region', { name: 'Keikat' });
    expect(within(gigs).getByText('Luonnokset').nextSibling).toHaveTextContent('1');

    const table = screen.getByRole('table', { name: 'Seuraavat 7 päivää' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PäivämääräVaratutAvoimet',
      '28.03.202631',
      '29.03.202650',
    ]);
  });

  it('leaves out the workers when the server does not show them (customers)', async () => {
    renderApp('/apps/dashboard/home', {
      me: buildMe('customer'),
      handlers: { [dashboardPath]: () => ({ body: buildDashboardFigures({ workers: null }) }) },
    });

    expect(await screen.findByRole('region', { name: 'Vuorot' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Työntekijät' })).not.toBeInTheDocument();
  });

  it('explains a failure to load, translated', async () => {
    renderApp('/apps/dashboard/home', {
      me: buildMe('agent'),
      handlers: { [dashboardPath]: () => ({ status: 403, body: { code: 'FORBIDDEN' } }) },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lukujen lataaminen epäonnistui');
    expect(alert).toHaveTextContent('Sinulla ei ole oikeutta tähän toimintoon');
    expect(within(alert).getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });
});
