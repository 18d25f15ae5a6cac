import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { ids, planningPage, planningPath } from './shift-planning-test-data';

// The first render loads the lazy route and the signed-in user.
const slow = { timeout: 5000 };

const listUrl = '/apps/shifts-&-gigs/shift-planning/list';

function requestedUrls(server: ReturnType<typeof renderApp>['server']): string[] {
  return server.fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/shift-planning?'));
}

// Percentages are formatted with a no-break space ("75 %"); texts are compared with plain spaces.
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');

describe('shift planning list', () => {
  it('shows each area by week with fill-rate bars that carry their value in text', async () => {
    renderApp(listUrl, {
      me: buildMe('agent'),
      handlers: { [`GET ${planningPath}`]: () => ({ body: planningPage() }) },
    });

    const table = await screen.findByRole('table', { name: 'Vuorosuunnittelu' }, slow);
    const [header, kallio, malmi] = within(table).getAllByRole('row');
    expect(text(header)).toBe('AlueViikko 4823.11.2026–29.11.2026Viikko 4930.11.2026–06.12.2026Koko jakso');
    expect(text(kallio)).toBe(
      'Kallion palvelukotiHelsinki3/4 varattu (75 %)Avoimia 1, luonnoksia 0Ei vuoroja3/4 varattu (75 %)',
    );
    expect(within(table).getByRole('link', { name: 'Kallion palvelukoti' })).toHaveAttribute(
      'href',
      `/apps/shifts-&-gigs/shift-planning/view/${ids.area}?weeks=4`,
    );
    const bar = within(malmi as HTMLElement).getByRole('progressbar', {
      name: 'Täyttöaste: Malmin hoivakoti, Viikko 48',
    });
    expect(bar).toHaveAttribute('aria-valuetext', '0/2 varattu (0\u00a0%)');
    expect(
      within(malmi as HTMLElement).getByRole('progressbar', {
        name: 'Täyttöaste koko jaksolla: Malmin hoivakoti',
      }),
    ).toHaveAttribute('aria-valuetext', '1/3 varattu (33\u00a0%)');
  });

  it('keeps weeks, order, search and page in the address and asks the server for them', async () => {
    const { router, server, user } = renderApp(`${listUrl}?weeks=2&page=2`, {
      me: buildMe('admin'),
      handlers: { [`GET ${planningPath}`]: () => ({ body: planningPage({ total: 25 }) }) },
    });
    await screen.findByRole('table', { name: 'Vuorosuunnittelu' }, slow);
    expect(screen.getByLabelText('Viikkoja eteenpäin')).toHaveValue('2');
    expect(requestedUrls(server).at(-1)).toContain('weeks=2');
    expect(requestedUrls(server).at(-1)).toContain('page=2');

    await user.selectOptions(screen.getByLabelText('Järjestys'), 'Heikoimmin täytetyt ensin');
    await waitFor(() => expect(router.state.location.search).toBe('?weeks=2&sort=fill_rate'));
    await user.type(screen.getByLabelText('Hae alueen nimellä'), 'kal');
    await waitFor(() => expect(router.state.location.search).toBe('?weeks=2&sort=fill_rate&search=kal'));
    await waitFor(() => {
      const url = requestedUrls(server).at(-1) ?? '';
      expect(url).toContain('search=kal');
      expect(url).toContain('sort=fill_rate');
      expect(url).toContain('page=1');
    });
  });

  it('is in the shifts and gigs menu for staff', async () => {
    renderApp(listUrl, {
      me: buildMe('agent'),
      handlers: { [`GET ${planningPath}`]: () => ({ body: planningPage() }) },
    });
    const navigation = await screen.findByRole('navigation', { name: 'Päävalikko' }, slow);
    expect(within(navigation).getByRole('link', { name: 'Vuorosuunnittelu' })).toHaveAttribute(
      'href',
      listUrl,
    );
    expect(within(navigation).getByRole('link', { name: 'Vahvistukset' })).toBeInTheDocument();
  });

  it('sends customers, who do not plan shifts, to not-authorized', async () => {
    const { router } = renderApp(listUrl, { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
