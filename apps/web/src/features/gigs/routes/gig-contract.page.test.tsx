import type { ContractSummary } from '@portal/domain/customer-contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { api, area, areaId, baseHandlers, createUrl, gig, gigId, wait } from './gig-edit-test-data';

const areaContract = '60000000-0000-4000-8000-000000000001';
const otherContract = '60000000-0000-4000-8000-000000000002';

function contract(id: string, name: string): ContractSummary {
  return {
    id,
    name,
    customerNumber: null,
    collectiveAgreement: 'sote',
    vatTreatment: 'standard',
    validFrom: '2026-01-01',
    validTo: null,
    currentBasePriceCents: 3800,
  };
}

const handlers: Record<string, FakeHandler> = {
  ...baseHandlers,
  [`GET ${api}/areas/${areaId}`]: () => ({
    body: { ...area, contractId: areaContract, contractName: 'Koivukodin sopimus' },
  }),
  [`GET ${api}/customer-contracts`]: () => ({
    body: {
      items: [contract(areaContract, 'Koivukodin sopimus'), contract(otherContract, 'Kesäsopimus')],
      total: 2,
    },
  }),
};

async function pickArea(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('combobox', { name: /^Lähipalvelualue/ }, wait), 'Koi');
  await user.click(await screen.findByRole('option', { name: 'Koivukoti (Helsinki)' }, wait));
}

describe('the customer contract of a gig', () => {
  it("preselects the area's contract when the area is picked; an admin changes it and it is sent", async () => {
    const { user, server } = renderApp(createUrl, {
      me: buildMe('admin'),
      handlers: {
        ...handlers,
        [`POST ${api}/gigs`]: () => ({ status: 201, body: gig({ status: 'draft' }) }),
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'Asiakassopimus' }, wait);
    expect(picker).toHaveValue('');
    await pickArea(user);
    await waitFor(() => expect(picker).toHaveValue('Koivukodin sopimus'), wait);
    expect(screen.getByLabelText('Sopimusviite (vapaa teksti)')).toHaveValue('Puitesopimus');

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Kesäsopimus' }, wait));
    expect(picker).toHaveValue('Kesäsopimus');
    await user.type(screen.getByRole('textbox', { name: /^Otsikko/ }), 'Aamuvuorot');
    await user.type(screen.getByRole('textbox', { name: 'Päivä' }), '1.12.2026');
    await user.click(screen.getByRole('button', { name: 'Lisää päivä' }));
    await user.click(screen.getByRole('button', { name: 'Lisää vuorot (1)' }));
    await user.click(screen.getByRole('button', { name: 'Tallenna luonnoksena' }));
    await waitFor(() =>
      expect(
        server.requests.find((request) => request.method === 'POST' && request.path === `${api}/gigs`)?.body,
      ).toMatchObject({ areaId, contractId: otherContract, title: 'Aamuvuorot' }),
    );
  });

  it('shows a saved gig its contract, and says a change moves the shifts not yet invoiced', async () => {
    renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('admin'),
      handlers: {
        ...handlers,
        [`GET ${api}/gigs/${gigId}`]: () => ({
          body: gig({ contractId: otherContract, contractName: 'Kesäsopimus' }),
        }),
      },
    });
    expect(await screen.findByRole('combobox', { name: 'Asiakassopimus' }, wait)).toHaveValue('Kesäsopimus');
    expect(
      screen.getByText(
        'Alueen sopimus valitaan valmiiksi. Vaihto siirtää keikan laskuttamattomat vuorot uudelle sopimukselle.',
      ),
    ).toBeInTheDocument();
  });

  it("offers no picker to an agent or a customer: they see the contract's name, and the order sends none", async () => {
    const { user, server } = renderApp(createUrl, {
      me: buildMe('customer'),
      handlers: {
        ...handlers,
        [`POST ${api}/gigs`]: () => ({ status: 201, body: gig({ status: 'suggestion' }) }),
      },
    });
    await pickArea(user);
    const shown = await screen.findByRole('textbox', { name: 'Asiakassopimus' }, wait);
    expect(shown).toHaveValue('Koivukodin sopimus');
    expect(shown).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Asiakassopimus' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Otsikko/ }), 'Aamuvuorot');
    await user.type(screen.getByRole('textbox', { name: 'Päivä' }), '1.12.2026');
    await user.click(screen.getByRole('button', { name: 'Lisää päivä' }));
    await user.click(screen.getByRole('button', { name: 'Lisää vuorot (1)' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä tilaus' }));
    await waitFor(() =>
      expect(
        server.requests.some((request) => request.method === 'POST' && request.path === `${api}/gigs`),
      ).toBe(true),
    );
    const sent = server.requests.find(
      (request) => request.method === 'POST' && request.path === `${api}/gigs`,
    );
    expect(sent?.body).not.toHaveProperty('contractId');
    expect(server.requests.some((request) => request.path.endsWith('/customer-contracts'))).toBe(false);
  });
});
