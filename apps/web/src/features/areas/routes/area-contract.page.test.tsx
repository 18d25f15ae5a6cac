import type { ContractSummary } from '@portal/domain/customer-contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildArea } from '../testing/build-area';

const accountPath = `/api/accounts/${accountIds.first}`;
const areasPath = `${accountPath}/areas`;
const slow = { timeout: 5000 };
const koivula = '60000000-0000-4000-8000-000000000001';
const majakka = '60000000-0000-4000-8000-000000000002';

function contract(id: string, name: string, customerNumber: string | null): ContractSummary {
  return {
    id,
    name,
    customerNumber,
    collectiveAgreement: 'sote',
    vatTreatment: 'standard',
    validFrom: '2026-01-01',
    validTo: null,
    currentBasePriceCents: 3800,
  };
}

const handlers: Record<string, FakeHandler> = {
  [`GET ${areasPath}/pool-options`]: () => ({ body: { items: [] } }),
  [`GET ${areasPath}`]: () => ({ body: { items: [], total: 0 } }),
  [`GET ${accountPath}/customer-contracts`]: () => ({
    body: {
      items: [
        contract(koivula, 'Koivula – hoitajavuokraus', '10042'),
        contract(majakka, 'Malmin Majakka', null),
      ],
      total: 2,
    },
  }),
  [`POST ${areasPath}`]: ({ body }) => {
    const { name, contractId } = body as { name: string; contractId?: string | null };
    return { status: 201, body: buildArea({ name, contractId: contractId ?? null }) };
  },
};

describe('the customer contract of an area', () => {
  it('is searched and picked by an admin, apart from the free contract text, and sent with the area', async () => {
    const { server, user, router } = renderApp('/apps/hr/areas-management/create', {
      me: buildMe('admin'),
      handlers,
    });
    const picker = await screen.findByRole('combobox', { name: 'Asiakassopimus' }, slow);
    expect(
      screen.getByText(
        'Alueen uudet keikat saavat tämän sopimuksen. Vaihto ei muuta alueen nykyisiä keikkoja eikä niiden vuoroja.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sopimusviite (vapaa teksti)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Toimipaikan nimi'), 'Palvelukoti Koivula');
    await user.type(picker, 'koiv');
    expect(screen.queryByRole('option', { name: 'Malmin Majakka' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Koivula – hoitajavuokraus (10042)' }, slow));
    expect(picker).toHaveValue('Koivula – hoitajavuokraus (10042)');
    await user.click(screen.getByRole('button', { name: 'Luo alue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/areas-management/list'), slow);
    const sent = server.requests.find((request) => request.method === 'POST' && request.path === areasPath);
    expect(sent?.body).toMatchObject({ name: 'Palvelukoti Koivula', contractId: koivula });
  });

  it("shows an area's contract on its page", async () => {
    const area = buildArea({ contractId: majakka, contractName: 'Malmin Majakka' });
    renderApp(`/apps/hr/areas-management/create/${area.id}`, {
      me: buildMe('admin'),
      handlers: { ...handlers, [`GET ${areasPath}/${area.id}`]: () => ({ body: area }) },
    });
    expect(await screen.findByRole('combobox', { name: 'Asiakassopimus' }, slow)).toHaveValue(
      'Malmin Majakka',
    );
  });

  it('is not offered to an agent, whose save leaves the contract out', async () => {
    const { server, user, router } = renderApp('/apps/hr/areas-management/create', {
      me: buildMe('agent'),
      handlers,
    });
    await user.type(await screen.findByLabelText('Toimipaikan nimi', undefined, slow), 'Kotihoito Kallio');
    expect(screen.queryByRole('combobox', { name: 'Asiakassopimus' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Luo alue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/areas-management/list'), slow);
    const sent = server.requests.find((request) => request.method === 'POST' && request.path === areasPath);
    expect(sent?.body).not.toHaveProperty('contractId');
    expect(server.requests.some((request) => request.path.endsWith('/customer-contracts'))).toBe(false);
  });
});
