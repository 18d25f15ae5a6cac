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

    // The first render of the file loads the page's chunk, charts included: slower on a busy machine.
    const workers = await screen.findByRole('region', { name: 'Työntekijät' }, { timeout: 20_000 });
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

  it('shows a customer no figure it may not open: no workers, no pools', async () => {
    renderApp('/apps/dashboard/home', {
      me: buildMe('customer'),
      handlers: {
        [dashboardPath]: () => ({ body: buildDashboardFigures({ workers: null, pools: null }) }),
      },
    });

    expect(await screen.findByRole('region', { name: 'Vuorot' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Työntekijät' })).not.toBeInTheDocument();
    const areas = screen.getByRole('region', { name: 'Alueet' });
    expect(within(areas).getByText('Alueet', { selector: 'dt' }).nextSibling).toHaveTextContent('5');
    expect(screen.queryByText('Poolit')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pool/ })).not.toBeInTheDocument();
  });

  it('draws the fill rate and the shifts by state as charts whose numbers are tables', async () => {
    const { user } = renderApp('/apps/dashboard/home', {
      me: buildMe('agent'),
      handlers: { [dashboardPath]: () => ({ body: buildDashboardFigures() }) },
    });

    const fillRate = await screen.findByRole('region', { name: 'Täyttöaste tulevina viikkoina' });
    // The table is there for screen readers before anyone asks to see it.
    const weeks = within(fillRate).getByRole('table', { name: 'Täyttöaste tulevina viikkoina' });
    expect(
      within(weeks)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ViikkoVuorojaTäytettyTäyttöaste',
      'vk 13 (23.03.2026–29.03.2026)8675 %',
      'vk 14 (30.03.2026–05.04.2026)4125 %',
      'vk 15 (06.04.2026–12.04.2026)00ei vuoroja',
    ]);
    const toggle = within(fillRate).getByRole('button', { name: 'Näytä luvut taulukkona' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(fillRate).getByRole('button', { name: 'Piilota taulukko' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(fillRate).getByRole('table')).toBeVisible();

    const byState = screen.getByRole('region', { name: 'Vuorot tiloittain' });
    const states = within(byState).getByRole('table', { name: 'Vuorot tiloittain' });
    expect(
      within(states)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TilaVuoroja', 'Avoimet7', 'Tulevat11', 'Käynnissä2', 'Odottaa vahvistusta4']);
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
  it('shows admins the count of overdue wage reports with a link to them; other roles see no such card', async () => {
    renderApp('/apps/dashboard/home', {
      me: buildMe('admin'),
      handlers: { [dashboardPath]: () => ({ body: buildDashboardFigures({ overdueWageReports: 3 }) }) },
    });
    const card = await screen.findByRole('region', { name: 'Palkkailmoitukset' }, { timeout: 20_000 });
    expect(within(card).getByText('Myöhässä olevat ilmoitukset').nextSibling).toHaveTextContent('3');
    expect(within(card).getByRole('link', { name: 'Avaa palkkailmoitukset' })).toHaveAttribute(
      'href',
      '/apps/pay-&-billing/wage-reports/list',
    );
  });

  it('shows an agent no wage report figure', async () => {
    renderApp('/apps/dashboard/home', {
      me: buildMe('agent'),
      handlers: { [dashboardPath]: () => ({ body: buildDashboardFigures({ overdueWageReports: null }) }) },
    });
    expect(await screen.findByRole('region', { name: 'Vuorot' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Palkkailmoitukset' })).not.toBeInTheDocument();
  });
});
