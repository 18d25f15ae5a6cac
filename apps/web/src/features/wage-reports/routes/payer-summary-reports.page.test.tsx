import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const summariesPath = `/api/accounts/${accountIds.first}/payer-summary-reports`;
const pagePath = '/apps/pay-&-billing/payer-summary-reports/list';
const summary = {
  id: '55555555-5555-4555-8555-555555555555',
  month: '2026-10',
  status: 'sent',
  reportId: 'PSR-20261001-0a1b2c3d4e5f6a7b',
  irReportId: null,
  noWagesPayable: true,
  grossCents: 0,
  dueOn: '2026-11-05',
  statusNote: null,
  events: ['approve', 'reject', 'rejectOnReceipt', 'lose'],
  createdAt: '2026-11-02T08:00:00.000Z',
};

describe("employer's separate reports", () => {
  it("lists the months' reports, 'no wages payable' named, and makes a month's report with its contribution", async () => {
    const { server, user } = renderApp(pagePath, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${summariesPath}`]: () => ({ body: { items: [summary], total: 1 } }),
        [`POST ${summariesPath}`]: () => ({ status: 201, body: { ...summary, month: '2026-11' } }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Erillisilmoitukset' }, { timeout: 20_000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '10/2026LähetettyEi palkanmaksua05.11.2026',
    );
    await user.type(screen.getByLabelText(/^Kuukausi/), '2026-11');
    await user.type(screen.getByRole('textbox', { name: /Työnantajan sairausvakuutusmaksu/ }), '15,41');
    await user.click(screen.getByRole('button', { name: 'Tee erillisilmoitus' }));
    expect(
      await screen.findByText('Erillisilmoitus laadittu.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      month: '2026-11',
      healthInsuranceContributionCents: 1541,
    });
  });

  it("records the register's answer to a month's report", async () => {
    const { server, user } = renderApp(pagePath, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${summariesPath}`]: () => ({ body: { items: [summary], total: 1 } }),
        [`POST ${summariesPath}/${summary.id}/events`]: () => ({ body: { ...summary, status: 'unknown' } }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Kirjaa vastaus: 10/2026' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kirjaa tulorekisterin vastaus' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Vastaus' }));
    await user.click(await screen.findByRole('option', { name: 'Ei vastausta / tuntematon' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirjaa vastaus' }));
    expect(await screen.findByText('Vastaus kirjattu.', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ event: 'lose' });
  });
});
