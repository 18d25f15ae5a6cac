import type { ContractDetail } from '@portal/domain/customer-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const contractId = '50000000-0000-4000-8000-000000000001';
const contractsPath = `/api/accounts/${accountIds.first}/customer-contracts`;

const koivula: ContractDetail = {
  id: contractId,
  accountId: accountIds.first,
  name: 'Palvelukoti Koivula',
  customerNumber: '10042',
  noOverHours: false,
  monthlySalary: false,
  campaignsRaisePrice: true,
  collectiveAgreement: 'sote',
  vatTreatment: 'standard',
  vatExemptionBasis: null,
  validFrom: '2026-01-01',
  validTo: null,
  versions: [
    {
      validFrom: '2026-01-01',
      prices: [{ careRole: null, kind: 'base', cents: 3800 }],
      wages: [{ careRole: null, kind: 'base', cents: 1850 }],
    },
    { validFrom: '2026-11-16', prices: [{ careRole: null, kind: 'base', cents: 3990 }], wages: [] },
  ],
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

function renderNew(handlers: Record<string, FakeHandler> = {}) {
  return renderApp('/apps/billing/contracts/create', { me: buildMe('admin'), handlers });
}

describe('customer contract page', () => {
  it('creates a contract with a price change copied from the first version', async () => {
    const { server, user } = renderNew({
      [`POST ${contractsPath}`]: (request) => ({
        status: 201,
        body: { ...koivula, ...(request.body as object), id: contractId },
      }),
      [`GET ${contractsPath}/${contractId}`]: () => ({ body: koivula }),
    });
    await user.type(await screen.findByLabelText(/Sopimuksen nimi/), 'Palvelukoti Koivula');
    await user.type(screen.getByLabelText(/^Alkaa/), '1.1.2026');
    await user.type(screen.getByLabelText('Hinta €, rivi 1'), '38,5');
    await user.type(screen.getByLabelText('Palkka €, rivi 1'), '18,5');
    await user.click(screen.getByRole('button', { name: 'Lisää hintamuutos päivästä' }));

    const change = screen.getByRole('region', { name: 'Hintamuutos' });
    await user.type(within(change).getByLabelText(/Muutos alkaen/), '16.11.2026');
    const newPrice = within(change).getByLabelText('Hinta €, rivi 1');
    expect(newPrice).toHaveValue('38,50');
    await user.clear(newPrice);
    await user.type(newPrice, '39,90');
    await user.click(screen.getByRole('button', { name: 'Luo sopimus' }));

    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    const body = server.requests.find((request) => request.method === 'POST')?.body;
    expect(body).toMatchObject({
      name: 'Palvelukoti Koivula',
      validFrom: '2026-01-01',
      vatTreatment: 'standard',
      versions: [
        {
          validFrom: '2026-01-01',
          prices: [{ careRole: null, kind: 'base', cents: 3850 }],
          wages: [{ careRole: null, kind: 'base', cents: 1850 }],
        },
        { validFrom: '2026-11-16', prices: [{ careRole: null, kind: 'base', cents: 3990 }] },
      ],
    });
    // Typing a whole contract takes a while in jsdom on a busy machine.
  }, 60_000);

  it('shows the translated message for a negative price and sends nothing', async () => {
    const { server, user } = renderNew();
    await user.type(await screen.findByLabelText(/Sopimuksen nimi/), 'Koivula');
    await user.type(screen.getByLabelText(/^Alkaa/), '1.1.2026');
    await user.type(screen.getByLabelText('Hinta €, rivi 1'), '-5');
    await user.click(screen.getByRole('button', { name: 'Luo sopimus' }));
    expect(await screen.findByText('Summa ei voi olla negatiivinen.')).toBeInTheDocument();
    expect(screen.getByText('Tarkista hinnat ja palkat.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('asks for the basis of an exempt contract', async () => {
    const { user } = renderNew();
    await user.click(await screen.findByRole('radio', { name: 'Arvonlisäverosta vapaa' }));
    await user.type(screen.getByLabelText(/Sopimuksen nimi/), 'Koivula');
    await user.type(screen.getByLabelText(/^Alkaa/), '1.1.2026');
    await user.type(screen.getByLabelText('Hinta €, rivi 1'), '49');
    await user.click(screen.getByRole('button', { name: 'Luo sopimus' }));
    expect(await screen.findByText('Kerro verottomuuden peruste.')).toBeInTheDocument();
  });

  it('shows the customer its contract read-only: no inputs, no buttons', async () => {
    renderApp(`/apps/billing/contracts/create/${contractId}`, {
      me: buildMe('customer'),
      handlers: { [`GET ${contractsPath}/${contractId}`]: () => ({ body: koivula }) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sopimus: Palvelukoti Koivula' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    const first = within(main).getByRole('table', { name: 'Voimassa 01.01.2026 alkaen' });
    expect(within(first).getAllByRole('row')[1]?.textContent).toBe(
      'Kaikki roolitPerustunti38,00\u00a0€18,50\u00a0€',
    );
    expect(within(main).getByRole('table', { name: 'Voimassa 16.11.2026 alkaen' })).toBeInTheDocument();
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation that says it cannot be undone', async () => {
    const { router, server, user } = renderApp(`/apps/billing/contracts/create/${contractId}`, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${contractsPath}/${contractId}`]: () => ({ body: koivula }),
        [`DELETE ${contractsPath}/${contractId}`]: () => ({
          body: { id: contractId, deletedAt: '2026-11-22T10:00:00.000Z' },
        }),
        [`GET ${contractsPath}`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista sopimus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko sopimus?' });
    expect(
      within(dialog).getByText('Sopimus Palvelukoti Koivula poistetaan. Poistoa ei voi perua.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/billing/contracts/list'));
    expect(await screen.findByText('Sopimus poistettu')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
