import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { RouteGuard } from '@/app/route-guard';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { stubFetch } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { useCurrentWorker } from '../current-worker';
import { WorkerDetailPage } from './worker-detail.page';
import {
  buildWorker,
  emptyPaymentDetails,
  poolIds,
  workerId,
  workerOptions,
  workersPath,
} from './workers-test-data';

const detailPath = `/apps/hr/personels/edit/${workerId}`;
const workerPath = `${workersPath}/${workerId}`;

function handlersFor(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${workerPath}`]: () => ({ body: buildWorker() }),
    [`GET ${workerPath}/activity`]: () => ({
      body: {
        upcomingShifts: [
          {
            id: '30000000-0000-4000-8000-000000000001',
            title: 'Aamuvuoro',
            status: 'booked',
            areaId: '40000000-0000-4000-8000-000000000001',
            areaName: 'Palvelukoti Kuusikko',
            startsAt: '2026-11-23T05:00:00.000Z',
            endsAt: '2026-11-23T13:00:00.000Z',
          },
        ],
        confirmedAreas: [
          {
            id: '40000000-0000-4000-8000-000000000001',
            name: 'Palvelukoti Kuusikko',
            city: 'Tampere',
            confirmedShifts: 3,
          },
        ],
        history: [
          {
            id: 2,
            at: '2026-11-20T10:00:00.000Z',
            action: 'update',
            subject: 'Worker',
            actorName: 'Aino Admin',
            fields: ['mobile', 'poolIds'],
          },
          {
            id: 1,
            at: '2026-11-01T08:00:00.000Z',
            action: 'create',
            subject: 'Worker',
            actorName: null,
            fields: [],
          },
        ],
      },
    }),
    [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
    [`POST ${workersPath}/email-available`]: () => ({ body: { available: true } }),
    [`GET ${workerPath}/payment-details`]: () => ({ body: emptyPaymentDetails }),
    ...overrides,
  };
}

describe('worker detail', () => {
  it('shows the profile with the birthday DD.MM.YYYY, step state and history, and the shifts on their tab', async () => {
    const { user, router } = renderApp(detailPath, { me: buildMe('agent'), handlers: handlersFor() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Maija Meikäläinen' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profiili' })).toHaveAttribute('aria-selected', 'true');
    const profile = screen.getByRole('region', { name: 'Profiili' });
    expect(within(profile).getByText('Syntymäpäivä').nextSibling).toHaveTextContent(/^17\.05\.1980/);
    expect(within(profile).getByText('Työsopimus lähetetty, odottaa allekirjoitusta')).toBeInTheDocument();
    expect(within(profile).getByText('Poolit').nextSibling).toHaveTextContent('Kaikki työntekijät');
    const history = await screen.findByRole('table', { name: 'Historia' });
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'AikaTapahtumaTekijä',
      '20.11.2026 12:00Tietoja muutettu. Muutetut tiedot: Matkapuhelin, PoolitAino Admin',
      '01.11.2026 10:00Työntekijä luotuJärjestelmä',
    ]);
    expect(screen.queryByRole('table', { name: 'Tulevat vuorot' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Vuorot' }));
    expect(router.state.location.search).toBe('?tab=shifts');
    const upcoming = screen.getByRole('table', { name: 'Tulevat vuorot' });
    expect(within(upcoming).getAllByRole('row')[1]).toHaveTextContent(
      '23.11.2026 07:00–15:00AamuvuoroPalvelukoti KuusikkoVarattu',
    );
    const areas = screen.getByRole('table', { name: 'Alueet, joilla on vahvistettuja vuoroja' });
    expect(within(areas).getAllByRole('row')[1]).toHaveTextContent('Palvelukoti KuusikkoTampere3');
    expect(screen.queryByRole('region', { name: 'Profiili' })).not.toBeInTheDocument();
  });

  it('keeps the tab in the address: a deep link opens it, back returns to the previous tab', async () => {
    const { user, router } = renderApp(`${detailPath}?tab=contracts`, {
      me: buildMe('admin'),
      handlers: handlersFor(),
    });

    const contractsTab = await screen.findByRole('tab', { name: 'Sopimukset ja asiakirjat' });
    expect(contractsTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Määräaikaiset sopimukset' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profiili',
      'Vuorot',
      'Estot',
      'Sopimukset ja asiakirjat',
      'Viestit',
      'Palkanmaksu',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Estot' }));
    expect(router.state.location.search).toBe('?tab=blocks');
    expect(screen.getByRole('region', { name: 'Estot' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: 'Sopimukset ja asiakirjat' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe('?tab=contracts');
  });

  it('adds the worker to a pool through the edit form and tells that the welcome e-mail went', async () => {
    const { user, server } = renderApp(detailPath, {
      me: buildMe('admin'),
      handlers: handlersFor({
        [`PUT ${workerPath}`]: () => ({
          body: buildWorker({
            confirmed: true,
            welcomeSentAt: '2026-11-22T10:00:00.000Z',
            pools: workerOptions.pools,
          }),
        }),
      }),
    });
    const form = await screen.findByRole('region', { name: 'Muokkaa tietoja' });
    expect(within(form).getByRole('textbox', { name: 'Syntymäpäivä' })).toHaveValue('17.05.1980');
    expect(await within(form).findByRole('checkbox', { name: 'Kaikki työntekijät' })).toBeChecked();

    await user.click(within(form).getByRole('checkbox', { name: 'Tampereen rengas' }));
    await user.click(within(form).getByRole('switch', { name: /^Vahvistettu/ }));
    await user.click(within(form).getByRole('button', { name: 'Tallenna muutokset' }));

    expect(await screen.findByText('Muutokset tallennettu')).toBeInTheDocument();
    expect(
      screen.getByText('Tervetuloviesti lähetetty osoitteeseen maija.meikalainen@example.fi'),
    ).toBeInTheDocument();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      birthday: '1980-05-17',
      confirmed: true,
      poolIds: [poolIds.default, poolIds.tampere],
    });
    // The worker's own address is checked with its id, so it does not count as taken.
    expect(server.requests.find((request) => request.path.endsWith('/email-available'))?.body).toEqual({
      email: 'maija.meikalainen@example.fi',
      workerId,
    });
  });

  it('shows the not-found page for a worker that is not in the account, without a retry', async () => {
    renderApp(detailPath, {
      me: buildMe('agent'),
      handlers: handlersFor({ [`GET ${workerPath}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(screen.getByText(`Tietoa ei löytynyt, tunnus: ${workerId}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Takaisin etusivulle' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).not.toBeInTheDocument();
    // In the app frame: the menu stays.
    expect(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeInTheDocument();
  });

  it('names a failed load in the page heading and offers a retry', async () => {
    renderApp(detailPath, {
      me: buildMe('agent'),
      handlers: handlersFor({ [`GET ${workerPath}`]: () => ({ status: 500, body: { code: 'INTERNAL' } }) }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Työntekijän lataaminen epäonnistui' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });

  it('offers a tab for each panel given, which reads the worker with useCurrentWorker', async () => {
    function Panel() {
      const worker = useCurrentWorker();
      return (
        <p>{`Paneeli: ${worker.fullName}, ${worker.mobile}, ${worker.accountId}, vahvistettu ${String(worker.confirmed)}`}</p>
      );
    }
    const me = buildMe('agent');
    window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
    window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
    window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
    stubFetch({ 'GET /api/me': () => ({ body: me }), ...handlersFor() });
    const router = createMemoryRouter(
      [
        {
          path: '/apps/hr/personels/edit/:id',
          element: (
            <RouteGuard>
              <WorkerDetailPage panels={{ blocks: <Panel /> }} />
            </RouteGuard>
          ),
        },
      ],
      { initialEntries: [detailPath] },
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={queryClient} env="test">
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(
      await screen.findByText(
        `Paneeli: Maija Meikäläinen, +358401234567, ${me.accounts[0]?.id}, vahvistettu false`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Profiili', 'Vuorot', 'Estot']);
    await user.click(screen.getByRole('tab', { name: 'Estot' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maija Meikäläinen'),
    );
  });
});
