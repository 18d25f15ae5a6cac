import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const page = {
  items: [
    {
      id: '50000000-0000-4000-8000-000000000001',
      name: 'Palvelukoti Koivula',
      customerNumber: '10042',
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: '2026-01-01',
      validTo: null,
      currentBasePriceCents: 3990,
    },
  ],
  total: 1,
};

describe('customer contracts list', () => {
  it('shows name, customer number, agreement, VAT, validity and the base price today', async () => {
    renderApp('/apps/billing/contracts/list', {
      me: buildMe('admin'),
      handlers: { [`GET /api/accounts/${accountIds.first}/customer-contracts`]: () => ({ body: page }) },
    });
    const table = await screen.findByRole('table', { name: 'Asiakassopimukset' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Palvelukoti Koivula10042Sosiaali- ja terveyspalvelualan TES (Sote-sopimus)Arvonlisävero 25,5 %01.01.2026 alkaen39,90\u00a0€',
    );
    expect(screen.getByRole('link', { name: 'Uusi sopimus' })).toBeInTheDocument();
  });

  it('offers the customer no new contract', async () => {
    renderApp('/apps/billing/contracts/list', {
      me: buildMe('customer'),
      handlers: { [`GET /api/accounts/${accountIds.first}/customer-contracts`]: () => ({ body: page }) },
    });
    expect(await screen.findByRole('link', { name: 'Palvelukoti Koivula' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Uusi sopimus' })).not.toBeInTheDocument();
  });
});
