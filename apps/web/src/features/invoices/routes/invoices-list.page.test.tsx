import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import { renderApp } from '@/testing/render-app';
import { buildSummary, contractId, creditNoteId, invoicesPath } from './invoices-test-data';

const page = {
  items: [
    buildSummary({
      id: creditNoteId,
      kind: 'credit-note',
      number: 1002,
      netCents: -29838,
      vatCents: -7609,
      grossCents: -37447,
      creditsInvoiceNumber: 1001,
      creditsInvoiceId: buildSummary().id,
      createdAt: '2026-11-10T08:00:00.000Z',
    }),
    buildSummary({ displayStatus: 'overdue' }),
  ],
  total: 2,
  pageTotals: { netCents: 93612, vatCents: 23871, grossCents: 117483 },
};
const contractsPage = {
  items: [
    {
      id: contractId,
      name: 'Palvelukoti Koivula',
      customerNumber: '10042',
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: '2026-01-01',
      validTo: null,
      currentBasePriceCents: 3850,
    },
  ],
  total: 1,
};
const upcoming = {
  contracts: [
    {
      contractId,
      contractName: 'Palvelukoti Koivula',
      shiftCount: 12,
      firstDay: '2026-11-02',
      lastDay: '2026-11-20',
      netCents: 372000,
      grossCents: 466860,
      unpricedShiftCount: 2,
    },
  ],
};
const handlers = {
  [`GET ${invoicesPath}`]: () => ({ body: page }),
  [`GET ${invoicesPath}/upcoming`]: () => ({ body: upcoming }),
  [`GET /api/accounts/${accountIds.first}/customer-contracts`]: () => ({ body: contractsPage }),
};

describe('invoices list', () => {
  it('shows each invoice with its number, kind, contract, period, dates, status and total, and the page totals', async () => {
    renderApp('/apps/billing/invoices/list', { me: buildMe('admin'), handlers });
    const table = await screen.findByRole('table', { name: 'Laskut' });
    const [, creditNote, invoice] = within(table).getAllByRole('row');
    expect(creditNote?.textContent).toBe(
      '1002Hyvityslasku (lasku 1001)Palvelukoti Koivula01.10.2026–31.10.202602.11.202616.11.2026Lähetetty−374,47\u00a0€',
    );
    expect(invoice?.textContent).toBe(
      '1001LaskuPalvelukoti Koivula01.10.2026–31.10.202602.11.202616.11.2026Erääntynyt1\u00a0549,30\u00a0€',
    );
    const totals = screen.getByRole('region', { name: 'Sivun laskut yhteensä' });
    expect(totals.textContent).toMatch(/Veroton936,12\u00a0€ALV238,71\u00a0€Yhteensä1\u00a0174,83\u00a0€$/);
    expect(screen.getByRole('link', { name: 'Uusi lasku' })).toBeInTheDocument();
  });

  it('writes amounts as the UI language does, days DD.MM.YYYY in every language', async () => {
    await i18next.changeLanguage('en');
    renderApp('/apps/billing/invoices/list', { me: buildMe('admin'), handlers });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('row')[2]?.textContent).toBe(
      '1001InvoicePalvelukoti Koivula01.10.2026–31.10.202602.11.202616.11.2026Overdue€1,549.30',
    );
  });

  it('keeps the status, contract and period filters in the address and clears them', async () => {
    const { router, server, user } = renderApp('/apps/billing/invoices/list?status=overdue&from=2026-10-01', {
      me: buildMe('admin'),
      handlers,
    });
    const filters = await screen.findByRole('search', { name: 'Laskujen rajaus' });
    expect(within(filters).getByRole('combobox', { name: 'Tila' })).toHaveValue('Erääntynyt');
    expect(within(filters).getByLabelText('Kausi alkaen')).toHaveValue('01.10.2026');
    const listUrls = () =>
      server.fetch.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === invoicesPath);
    expect(Object.fromEntries(listUrls()[0]?.searchParams ?? [])).toMatchObject({
      status: 'overdue',
      from: '2026-10-01',
      perPage: '50',
    });

    await user.click(within(filters).getByRole('combobox', { name: 'Sopimus' }));
    await user.click(await screen.findByRole('option', { name: 'Palvelukoti Koivula' }));
    await waitFor(() => expect(router.state.location.search).toContain(`contractId=${contractId}`));
    expect(router.state.location.search).toContain('status=overdue');
    await waitFor(() => expect(listUrls().at(-1)?.searchParams.get('contractId')).toBe(contractId));

    await user.click(within(filters).getByRole('button', { name: 'Tyhjennä valinnat' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the filtered list as CSV with amounts a spreadsheet adds up', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp('/apps/billing/invoices/list', { me: buildMe('admin'), handlers });
    await screen.findByRole('table', { name: 'Laskut' });
    await user.click(screen.getByRole('button', { name: 'Vie CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const lines = downloads[0]?.text.replace('\uFEFF', '').split('\r\n') ?? [];
    expect(downloads[0]?.name).toMatch(/^laskut-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'Numero;Laji;Sopimus;Laskutuskausi;Laskun päivä;Eräpäivä;Tila;Maksupäivä;Veroton (€);ALV (€);Yhteensä (€)',
    );
    expect(lines[2]).toBe(
      '1001;Lasku;Palvelukoti Koivula;01.10.2026–31.10.2026;02.11.2026;16.11.2026;Erääntynyt;;1234,5;314,8;1549,3',
    );
  });

  it('shows the customer its invoices read-only and the upcoming charges, unpriced shifts named', async () => {
    renderApp('/apps/billing/invoices/list', { me: buildMe('customer'), handlers });
    await screen.findByRole('table', { name: 'Laskut' });
    expect(screen.queryByRole('link', { name: 'Uusi lasku' })).not.toBeInTheDocument();
    const charges = screen.getByRole('table', { name: 'Tulevat veloitukset' });
    expect(within(charges).getAllByRole('row')[1]?.textContent).toBe(
      'Palvelukoti Koivula2 vuorolta puuttuu hinta sopimuksessa, eivätkä ne ole arviossa.1202.11.2026–20.11.20263\u00a0720,00\u00a0€4\u00a0668,60\u00a0€',
    );
  });
});
