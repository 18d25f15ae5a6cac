import type { PoolDetail } from '@portal/domain/pools';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const poolId = '20000000-0000-4000-8000-000000000001';
const poolPath = `/api/accounts/${accountIds.first}/pools/${poolId}`;
const areas = {
  hervanta: { id: '30000000-0000-4000-8000-000000000001', name: 'Hervannan palvelukoti', city: 'Tampere' },
  nokia: { id: '30000000-0000-4000-8000-000000000002', name: 'Nokian kotihoito', city: 'Nokia' },
};
const workers = {
  aino: {
    id: '40000000-0000-4000-8000-000000000001',
    fullName: 'Aino Virtanen',
    profession: 'sairaanhoitaja',
    city: 'Tampere',
    confirmed: true,
  },
  vilma: {
    id: '40000000-0000-4000-8000-000000000002',
    fullName: 'Vilma Korhonen',
    profession: 'lähihoitaja',
    city: 'Nokia',
    confirmed: false,
  },
};

function buildPool(overrides: Partial<PoolDetail> = {}): PoolDetail {
  return {
    id: poolId,
    accountId: accountIds.first,
    name: 'Tampereen keikkarengas',
    isDefault: false,
    areas: [areas.hervanta],
    members: [workers.aino],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function renderEdit(handlers: Record<string, FakeHandler> = {}, pool = buildPool()) {
  return renderApp(`/apps/hr/pools/edit/${poolId}`, {
    me: buildMe('admin'),
    handlers: {
      [`GET ${poolPath}`]: () => ({ body: pool }),
      [`GET /api/accounts/${accountIds.first}/pools/options`]: () => ({
        body: { areas: [areas.hervanta, areas.nokia] },
      }),
      ...handlers,
    },
  });
}

describe('pool edit page', () => {
  it('shows the pool, its areas and its members with profession, city and confirmed', async () => {
    renderEdit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Muokkaa poolia: Tampereen keikkarengas' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Nimi')).toHaveValue('Tampereen keikkarengas');
    const members = screen.getByRole('table', { name: 'Jäsenet (1)' });
    expect(
      within(members)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NimiAmmattiKaupunkiVahvistettuToiminnot', 'Aino VirtanenSairaanhoitajaTampereKyllä']);
    expect(screen.getByText('Hervannan palvelukoti (Tampere)')).toBeInTheDocument();
  });

  it('adds a worker found by name and shows them in the members table', async () => {
    const { server, user } = renderEdit({
      [`GET ${poolPath}/candidates`]: () => ({
        body: {
          items: [
            { id: workers.vilma.id, fullName: 'Vilma Korhonen', profession: 'lähihoitaja', city: 'Nokia' },
          ],
        },
      }),
      [`POST ${poolPath}/members`]: () => ({ body: buildPool({ members: [workers.vilma, workers.aino] }) }),
    });

    const search = await screen.findByRole('textbox', { name: 'Lisää jäsen' });
    await user.type(search, 'vi');
    await user.click(await screen.findByRole('option', { name: /Vilma Korhonen/ }));

    expect(await screen.findByRole('table', { name: 'Jäsenet (2)' })).toHaveTextContent('Vilma Korhonen');
    expect(await screen.findByText('Vilma Korhonen lisätty pooliin')).toBeInTheDocument();
    const added = server.requests.find((request) => request.method === 'POST');
    expect(added?.body).toEqual({ userIds: [workers.vilma.id] });
    const searched = server.fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/candidates'));
    expect(searched).toContain('query=vi');
    expect(search).toHaveValue('');
  });

  it('does not search with fewer than two letters', async () => {
    const { server } = renderEdit();
    const search = await screen.findByRole('textbox', { name: 'Lisää jäsen' });
    // The search waits for typing to pause: fake timers skip past the pause instead of sleeping through it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(search, { target: { value: 'v' } });
      await act(() => vi.advanceTimersByTimeAsync(1_000));
    } finally {
      vi.useRealTimers();
    }
    expect(server.requests.some((request) => request.path.endsWith('/candidates'))).toBe(false);
  });

  it('removes a member only after confirming; Undo adds them back', async () => {
    const { server, user } = renderEdit({
      [`DELETE ${poolPath}/members/${workers.aino.id}`]: () => ({ body: buildPool({ members: [] }) }),
      [`POST ${poolPath}/members`]: () => ({ body: buildPool() }),
    });

    await user.click(await screen.findByRole('button', { name: 'Poista Aino Virtanen poolista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko jäsen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Poista Aino Virtanen poolista' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Poistetaanko jäsen?' })).getByRole('button', {
        name: 'Poista poolista',
      }),
    );
    expect(await screen.findByText('Poolissa ei ole vielä jäseniä.')).toBeInTheDocument();
    expect(await screen.findByText('Aino Virtanen poistettu poolista')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kumoa' }));
    expect(await screen.findByText('Aino Virtanen palautettu pooliin')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      userIds: [workers.aino.id],
    });
  });

  it('saves the pool as the default', async () => {
    const { server, user } = renderEdit({
      [`PUT ${poolPath}`]: ({ body }) => ({ body: buildPool({ ...(body as object), isDefault: true }) }),
    });
    await user.click(await screen.findByRole('switch', { name: /^Oletuspooli/ }));
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));

    expect(await screen.findByText('Pooli tallennettu')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Tampereen keikkarengas',
      isDefault: true,
      areaIds: [areas.hervanta.id],
    });
    // Now the default: it cannot be switched off or deleted here.
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Oletuspooli/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Poista pooli' })).toBeDisabled();
    expect(screen.getByText('Oletuspoolia ei voi poistaa.')).toBeInTheDocument();
  });

  it('shows a blank name under the field and keeps what was typed elsewhere', async () => {
    const { server, user } = renderEdit();
    const name = await screen.findByLabelText('Nimi');
    await user.clear(name);
    await user.click(screen.getByRole('switch', { name: /^Oletuspooli/ }));
    await user.click(screen.getByRole('button', { name: 'Tallenna' }));

    expect(await screen.findByText('Tämä kenttä on pakollinen')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Oletuspooli/ })).toBeChecked();
    expect(server.requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('shows a refused area under the areas field, translated', async () => {
    const { user } = renderEdit({
      [`PUT ${poolPath}`]: () => ({
        status: 400,
        body: { code: 'POOL_AREAS_INVALID', details: { areaIds: ['x'] } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tallenna' }));
    const messages = await screen.findAllByText('Valittu alue ei kuulu tälle tilille');
    // Under the field and in the toast.
    expect(messages.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Poolin tallentaminen epäonnistui')).toBeInTheDocument();
  });

  it('deletes the pool after confirming and returns to the list', async () => {
    const { router, user } = renderEdit({
      [`DELETE ${poolPath}`]: () => ({ body: { deleted: true } }),
      [`GET /api/accounts/${accountIds.first}/pools`]: () => ({ body: { items: [], total: 0 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Poista pooli' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko pooli?' });
    expect(dialog).toHaveTextContent('Jäsenyydet poistuvat, mutta työntekijät säilyvät');
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/pools/list'));
    expect(await screen.findByText('Pooli poistettu')).toBeInTheDocument();
  });

  it('shows the not-found page for a pool that cannot be found', async () => {
    renderEdit({ [`GET ${poolPath}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
    expect(screen.getByText(`Tietoa ei löytynyt, tunnus: ${poolId}`)).toBeInTheDocument();
  });
});
