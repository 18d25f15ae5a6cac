import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildWorkerList, workerId, workerOptions, workersPath } from './workers-test-data';

function renderList(path = '/apps/hr/personels/list', handlers: Record<string, FakeHandler> = {}) {
  return renderApp(path, {
    me: buildMe('agent'),
    handlers: {
      [`GET ${workersPath}`]: () => ({ body: buildWorkerList() }),
      [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
      ...handlers,
    },
  });
}

/** The query strings of the list requests, in order. */
function listQueries(server: ReturnType<typeof renderApp>['server']): URLSearchParams[] {
  return server.fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://portal.test'))
    .filter((url) => url.pathname === workersPath)
    .map((url) => url.searchParams);
}

describe('personnel list', () => {
  it('lists the workers with translated profession and status, and links to each worker', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Työntekijät' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Maija Meikäläinen' })).toHaveAttribute(
      'href',
      `/apps/hr/personels/edit/${workerId}`,
    );
    expect(row).toHaveTextContent('Lähihoitaja');
    expect(row).toHaveTextContent('Hyväksytty');
    expect(row).toHaveTextContent('Tampere, Pirkanmaa');
    expect(screen.getByRole('status')).toHaveTextContent('Työntekijöitä yhteensä: 1');
    expect(screen.getByRole('link', { name: 'Lisää työntekijä' })).toHaveAttribute(
      'href',
      '/apps/hr/personels/create',
    );
  });

  it('reads the filters from the URL and sends them, ignoring values the API would refuse', async () => {
    const { server } = renderList(
      '/apps/hr/personels/list?status=applied&overFifty=true&shifts=expired&page=abc',
    );
    await screen.findByRole('table', { name: 'Työntekijät' });
    const [query] = listQueries(server);
    expect(Object.fromEntries(query ?? [])).toEqual({
      status: 'applied',
      overFifty: 'true',
      shifts: 'expired',
    });
    expect(screen.getByRole('combobox', { name: 'Tila' })).toHaveValue('applied');
    expect(screen.getByRole('checkbox', { name: 'Yli 50-vuotiaat' })).toBeChecked();
  });

  it('puts a chosen filter into the URL and goes back to the first page', async () => {
    const { user, router, server } = renderList('/apps/hr/personels/list?page=3');
    await screen.findByRole('table', { name: 'Työntekijät' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pooli' }), 'Tampereen rengas');
    await waitFor(() => expect(router.state.location.search).toBe(`?poolId=${workerOptions.pools[1]?.id}`));
    await waitFor(() => expect(listQueries(server).at(-1)?.get('poolId')).toBe(workerOptions.pools[1]?.id));
  });

  it('refuses a one-character search with the translated message, and searches from two', async () => {
    const { user, router, server } = renderList();
    await screen.findByRole('table', { name: 'Työntekijät' });
    const search = screen.getByRole('searchbox', { name: 'Hae nimellä, sähköpostilla tai puhelinnumerolla' });

    // The search waits for typing to pause: fake timers skip past the pause instead of sleeping through it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'm' } });
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Kirjoita vähintään 2 merkkiä')).toBeInTheDocument();
    expect(listQueries(server).some((query) => query.has('search'))).toBe(false);

    await user.type(search, 'a');
    expect(screen.queryByText('Kirjoita vähintään 2 merkkiä')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?search=ma'));
    await waitFor(() => expect(listQueries(server).at(-1)?.get('search')).toBe('ma'));
  });

  it('pages with named controls and keeps the page in the URL', async () => {
    const { user, router } = renderList('/apps/hr/personels/list', {
      [`GET ${workersPath}`]: () => ({ body: buildWorkerList({ total: 25 }) }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Sivut' });
    expect(within(pages).getByRole('button', { name: 'Sivu 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('button', { name: 'Seuraava sivu' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('explains a failed load, translated', async () => {
    renderList('/apps/hr/personels/list', {
      [`GET ${workersPath}`]: () => ({ status: 500, body: { code: 'INTERNAL' } }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Työntekijöiden lataaminen epäonnistui');
    expect(alert).toHaveTextContent('Jokin meni vikaan, yritä uudelleen');
  });

  it('is not open to customers (no Worker ability)', async () => {
    const { router } = renderApp('/apps/hr/personels/list', { me: buildMe('customer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
