import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { confirmation, confirmationsPath, ids, options } from './confirmations-test-data';

// The first render loads the lazy route and the signed-in user.
const slow = { timeout: 5000 };

const listUrl = '/apps/shifts-&-gigs/confirmations/list';

function handlers(page = { items: [confirmation()], total: 1 }) {
  return {
    [`GET ${confirmationsPath}`]: () => ({ body: page }),
    [`GET ${confirmationsPath}/options`]: () => ({ body: options }),
  };
}

function requestedUrls(server: ReturnType<typeof renderApp>['server']): string[] {
  return server.fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/confirmations?'));
}

describe('confirmations list', () => {
  it('shows worker, area, planned and actual times, break, km, day type, paid hours and state, linking to the view', async () => {
    renderApp(listUrl, {
      me: buildMe('customer'),
      handlers: handlers({
        items: [
          confirmation(),
          confirmation({
            id: ids.verifiedShift,
            title: 'Yövuoro',
            workerName: null,
            actualStartsAt: null,
            actualEndsAt: null,
            breakMinutes: null,
            kilometres: null,
            workDayType: null,
            // 15.11. 21:00 to 16.11. 07:00 in Helsinki: the end day is shown.
            plannedStartsAt: '2026-11-15T19:00:00.000Z',
            plannedEndsAt: '2026-11-16T05:00:00.000Z',
            paidHours: 9.5,
            status: 'verified',
            state: 'verified',
            canVerify: false,
          }),
        ],
        total: 2,
      }),
    });

    const table = await screen.findByRole('table', { name: 'Vahvistukset' }, slow);
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent)),
    ).toEqual([
      [
        // The check boxes of the rows the customer may verify.
        '',
        'Vuoro',
        'Työntekijä',
        'Alue',
        'Suunniteltu aika',
        'Toteutunut aika',
        'Tauko',
        'Kilometrit',
        'Päivän tyyppi',
        'Palkalliset tunnit',
        'Tila',
      ],
      [
        '',
        'Aamuvuoro',
        'Aino Aalto',
        'Kallion palvelukoti',
        '10.11.2026 07:00–15:00',
        '10.11.2026 07:00–15:30',
        '30 min',
        '12,5 km',
        'Työpäivä',
        '8 h',
        'Vahvistettu',
      ],
      [
        '',
        'Yövuoro',
        'Ei työntekijää',
        'Kallion palvelukoti',
        '15.11.2026 21:00–16.11.2026 07:00',
        '–',
        '–',
        '–',
        '–',
        '9,5 h',
        'Hyväksytty',
      ],
    ]);
    expect(within(table).getByRole('link', { name: 'Aamuvuoro' })).toHaveAttribute(
      'href',
      `/apps/shifts-&-gigs/confirmations/view/${ids.shift}`,
    );
    expect(screen.getByText('Vuoroja yhteensä 2')).toBeInTheDocument();
  });

  it('keeps the filters and the page in the address and asks the server for them', async () => {
    const { router, server, user } = renderApp(`${listUrl}?state=verified&page=2`, {
      me: buildMe('agent'),
      handlers: handlers({ items: [confirmation()], total: 25 }),
    });

    await screen.findByRole('table', { name: 'Vahvistukset' }, slow);
    expect(screen.getByLabelText('Tila')).toHaveValue('verified');
    await waitFor(() =>
      expect(
        requestedUrls(server).some((url) => url.includes('state=verified') && url.includes('page=2')),
      ).toBe(true),
    );

    await user.selectOptions(await screen.findByLabelText('Työntekijä'), 'Bea Bäck');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?state=verified&workerId=${ids.otherWorker}`),
    );
    await user.selectOptions(screen.getByLabelText('Alue'), 'Malmin hoivakoti');
    await user.selectOptions(screen.getByLabelText('Järjestys'), 'Työntekijän nimen mukaan');
    await waitFor(() => {
      const url = requestedUrls(server).at(-1) ?? '';
      expect(url).toContain(`workerId=${ids.otherWorker}`);
      expect(url).toContain(`areaId=${ids.otherArea}`);
      expect(url).toContain('sort=worker');
      expect(url).toContain('page=1');
    });

    await user.click(screen.getByRole('button', { name: 'Tyhjennä suodattimet' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by Helsinki days and says when nothing matches', async () => {
    const { router, server } = renderApp(`${listUrl}?from=2026-11-01&to=2026-11-30`, {
      me: buildMe('admin'),
      handlers: handlers({ items: [], total: 0 }),
    });
    expect(await screen.findByText('Suodattimia vastaavia vuoroja ei löytynyt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Alkaen')).toHaveValue('01.11.2026');
    expect(screen.getByLabelText('Päättyen')).toHaveValue('30.11.2026');
    expect(requestedUrls(server).at(-1)).toContain('from=2026-11-01&to=2026-11-30');
    expect(router.state.location.pathname).toBe(listUrl);
  });

  it('ignores a broken value in the address instead of failing the list', async () => {
    const { server } = renderApp(`${listUrl}?state=whatever&areaId=nope&from=2026-11-30&to=2026-11-01`, {
      me: buildMe('admin'),
      handlers: handlers(),
    });
    await screen.findByRole('table', { name: 'Vahvistukset' }, slow);
    const url = requestedUrls(server).at(-1) ?? '';
    expect(url).not.toContain('state=');
    expect(url).not.toContain('areaId=');
    expect(url).toContain('from=2026-11-30');
    expect(url).not.toContain('to=');
  });

  it('is in the shifts and gigs menu for customers', async () => {
    renderApp(listUrl, { me: buildMe('customer'), handlers: handlers() });
    const navigation = await screen.findByRole('navigation', { name: 'Päävalikko' }, slow);
    expect(within(navigation).getByRole('link', { name: 'Vahvistukset' })).toHaveAttribute('href', listUrl);
    expect(within(navigation).queryByRole('link', { name: 'Vuorosuunnittelu' })).not.toBeInTheDocument();
  });
});
