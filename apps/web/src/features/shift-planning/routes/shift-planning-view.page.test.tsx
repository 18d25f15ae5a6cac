import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { areaPlanning, ids, planningPath } from './shift-planning-test-data';

// The first render loads the lazy route and the signed-in user.
const slow = { timeout: 5000 };

const viewUrl = `/apps/shifts-&-gigs/shift-planning/view/${ids.area}`;
const areaPath = `GET ${planningPath}/areas/${ids.area}`;

// Percentages are formatted with a no-break space ("75 %"); texts are compared with plain spaces.
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('shift planning of one area', () => {
  it('shows each week with its fill rate and shifts, the open ones marked as needing a worker', async () => {
    renderApp(viewUrl, { me: buildMe('agent'), handlers: { [areaPath]: () => ({ body: areaPlanning() }) } });

    expect(
      await screen.findByRole('heading', { name: 'Vuorosuunnittelu: Kallion palvelukoti' }, slow),
    ).toBeInTheDocument();
    const emptyWeek = screen.getByRole('region', { name: 'Viikko 48 · 23.11.2026–29.11.2026' });
    expect(emptyWeek).toHaveTextContent('Ei vuoroja tällä viikolla.');

    const week = screen.getByRole('region', { name: 'Viikko 49 · 30.11.2026–06.12.2026' });
    expect(
      within(week).getByRole('progressbar', { name: 'Täyttöaste: Kallion palvelukoti, Viikko 49' }),
    ).toHaveAttribute('aria-valuetext', '1/3 varattu (33\u00a0%)');
    expect(text(week)).toContain('Vuoroja 3: varattuja 1, avoimia 1, luonnoksia 1');
    expect(text(week)).toContain('Täytettäviä vuoroja: 1');
    const rows = within(within(week).getByRole('table')).getAllByRole('row');
    expect(
      rows
        .slice(1)
        .map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent)),
    ).toEqual([
      [
        '30.11.2026 00:30–08:30',
        'Yövuoro',
        'sairaanhoitaja',
        'Tarvitsee tekijän',
        'Pyyntöjä: 2',
        'Avaa vuoro',
      ],
      ['01.12.2026 07:00–15:00', 'Aamuvuoro', 'sairaanhoitaja', 'Varattu', 'Aino Aalto', 'Avaa vuoro'],
      ['02.12.2026 15:00–23:00', 'Iltavuoro', '–', 'Luonnos', '–', 'Avaa vuoro'],
    ]);
  });

  it('opens a shift that needs a worker in the shift detail, and refreshes the week when it closes', async () => {
    const { server, user } = renderApp(viewUrl, {
      me: buildMe('agent'),
      handlers: {
        [areaPath]: () => ({ body: areaPlanning() }),
        [`GET /api/accounts/${accountIds.first}/shifts/${ids.openShift}`]: () => ({
          status: 404,
          body: { code: 'NOT_FOUND' },
        }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Avaa vuoro Yövuoro, 30.11.2026 00:30–08:30' }, slow),
    );
    const drawer = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(server.requests.map((request) => request.path)).toContain(
        `/api/accounts/${accountIds.first}/shifts/${ids.openShift}`,
      ),
    );
    const areaRequests = () =>
      server.requests.filter((request) => request.path.endsWith(`/areas/${ids.area}`));
    const before = areaRequests().length;
    await user.click(within(drawer).getByRole('button', { name: 'Sulje' }));
    await waitFor(() => expect(areaRequests().length).toBeGreaterThan(before));
  });

  it('asks for more weeks through the address', async () => {
    const { router, server, user } = renderApp(`${viewUrl}?weeks=2`, {
      me: buildMe('admin'),
      handlers: { [areaPath]: () => ({ body: areaPlanning() }) },
    });
    await screen.findByRole('heading', { name: 'Vuorosuunnittelu: Kallion palvelukoti' }, slow);
    await user.selectOptions(screen.getByLabelText('Viikkoja eteenpäin'), '6 vk');
    await waitFor(() => expect(router.state.location.search).toBe('?weeks=6'));
    await waitFor(() =>
      expect(
        server.fetch.mock.calls.map(([input]) => String(input)).some((url) => url.endsWith('?weeks=6')),
      ).toBe(true),
    );
  });

  it('shows the not-found page for an area that cannot be found', async () => {
    renderApp(viewUrl, {
      me: buildMe('agent'),
      handlers: { [areaPath]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText(`Tietoa ei löytynyt, tunnus: ${ids.area}`)).toBeInTheDocument();
  });
});
