import type { InvoiceDetail, InvoiceDispute } from '@portal/domain/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildDetail, buildSummary, creditNoteId, invoiceId, invoicesPath } from './invoices-test-data';

const pagePath = `/apps/billing/invoices/create/${invoiceId}`;
const firstLine = '71000000-0000-4000-8000-000000000001';
const secondLine = '71000000-0000-4000-8000-000000000002';
const disputeId = '73000000-0000-4000-8000-000000000001';
const linesUrl = `${invoicesPath}/${invoiceId}/lines`;

function buildDispute(overrides: Partial<InvoiceDispute> = {}): InvoiceDispute {
  return {
    id: disputeId,
    lineId: firstLine,
    reason: 'Vuoroa ei tehty',
    status: 'open',
    answer: null,
    creditNoteId: null,
    creditNoteNumber: null,
    createdAt: '2026-11-05T09:00:00.000Z',
    createdByName: 'Asta Asiakas',
    answeredAt: null,
    answeredByName: null,
    ...overrides,
  };
}

/**
 * The invoice page as `role` sees it; `posts` answer the dispute routes by changing the invoice, which the
 * page then reads again (a refusal is answered as it is).
 */
function renderInvoice(
  invoice: InvoiceDetail,
  role: 'admin' | 'customer',
  posts: Record<string, Partial<InvoiceDetail> | { status: number; body: unknown }> = {},
) {
  let current = invoice;
  const handlers: Record<string, FakeHandler> = {
    [`GET ${invoicesPath}/${invoiceId}`]: () => ({ body: current }),
  };
  for (const [route, next] of Object.entries(posts)) {
    handlers[route] = () => {
      if ('status' in next) {
        return next as { status: number; body: unknown };
      }
      current = { ...current, ...next };
      return { status: route.endsWith('/disputes') ? 201 : 200, body: current };
    };
  }
  return renderApp(pagePath, { me: buildMe(role), handlers });
}

const asCustomer = { actions: [], canDispute: true } satisfies Partial<InvoiceDetail>;
const lineRow = (name: RegExp) =>
  screen.getAllByRole('row').find((row) => name.test(row.textContent ?? '')) as HTMLElement;

describe('disputes on the invoice page', () => {
  it('lets the customer dispute a line with a required reason, then marks the line disputed', async () => {
    const disputed = buildDispute();
    const { server, user } = renderInvoice(buildDetail(asCustomer), 'customer', {
      [`POST ${linesUrl}/${firstLine}/disputes`]: { disputes: [disputed], openDisputeCount: 1 },
    });
    await screen.findByRole('table', { name: 'Laskurivit' });
    const buttons = screen.getAllByRole('button', { name: /^Riitauta rivi/ });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Riitauta laskurivi' });
    expect(dialog).toHaveTextContent('05.10.2026, Maija Hoitaja, Perustunnit, 7,75 h');
    await user.click(within(dialog).getByRole('button', { name: 'Riitauta' }));
    expect(within(dialog).getByText('Kerro riitautuksen syy.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Riitautuksen syy' }), 'Vuoroa ei tehty');
    await user.click(within(dialog).getByRole('button', { name: 'Riitauta' }));
    expect(await screen.findByText('Rivi riitautettu')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Vuoroa ei tehty',
    });
    const panel = screen.getByRole('region', { name: 'Riitautukset' });
    expect(panel).toHaveTextContent('Syy: Vuoroa ei tehty (Asta Asiakas, 05.11.2026)');
    expect(within(lineRow(/Perustunnit/)).getByText('Riitautettu')).toBeInTheDocument();
    // The disputed line is not disputed twice; the other still can be.
    expect(screen.getAllByRole('button', { name: /^Riitauta rivi/ })).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Hyvitä rivi' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal when the line cannot be disputed', async () => {
    const { user } = renderInvoice(buildDetail(asCustomer), 'customer', {
      [`POST ${linesUrl}/${secondLine}/disputes`]: { status: 409, body: { code: 'DISPUTE_NOT_ALLOWED' } },
    });
    await user.click((await screen.findAllByRole('button', { name: /^Riitauta rivi/ }))[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Riitauta laskurivi' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Riitautuksen syy' }), 'Liikaa kilometrejä');
    await user.click(within(dialog).getByRole('button', { name: 'Riitauta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Riviä ei voi riitauttaa');
  });

  it("shows the customer each answer: a credit with its credit note, a rejection with staff's reason", async () => {
    const invoice = buildDetail({
      ...asCustomer,
      disputes: [
        buildDispute({
          status: 'credited',
          answer: 'Hyvitämme vuoron',
          creditNoteId,
          creditNoteNumber: 1002,
          answeredAt: '2026-11-06T09:00:00.000Z',
          answeredByName: 'Aino Admin',
        }),
        buildDispute({
          id: '73000000-0000-4000-8000-000000000002',
          lineId: secondLine,
          reason: 'Liikaa kilometrejä',
          status: 'rejected',
          answer: 'Matka ajettiin',
          answeredAt: '2026-11-07T09:00:00.000Z',
          answeredByName: 'Aino Admin',
        }),
      ],
    });
    renderInvoice(invoice, 'customer');
    const panel = await screen.findByRole('region', { name: 'Riitautukset' });
    expect(panel).toHaveTextContent('Vastaus: Hyvitämme vuoron (Aino Admin, 06.11.2026)');
    expect(panel).toHaveTextContent('Vastaus: Matka ajettiin (Aino Admin, 07.11.2026)');
    expect(within(panel).getByRole('link', { name: 'Hyvityslasku 1002' })).toHaveAttribute(
      'href',
      `/apps/billing/invoices/create/${creditNoteId}`,
    );
    expect(within(lineRow(/Perustunnit/)).getByText('Hyvitetty')).toBeInTheDocument();
    expect(within(lineRow(/Kilometrit/)).getByText('Hylätty')).toBeInTheDocument();
    // A rejected line may be disputed again; a credited one not.
    expect(screen.getAllByRole('button', { name: /^Riitauta rivi/ })).toHaveLength(1);
    expect(within(lineRow(/Kilometrit/)).getByRole('button', { name: /^Riitauta rivi/ })).toBeInTheDocument();
  });

  const open = buildDetail({ disputes: [buildDispute()], openDisputeCount: 1 });
  const disputeUrl = `${linesUrl}/${firstLine}/disputes/${disputeId}`;

  it('shows staff the open dispute at the top and rejects it with a required reason', async () => {
    const rejected = buildDispute({
      status: 'rejected',
      answer: 'Vuoro tehtiin',
      answeredAt: '2026-11-06T09:00:00.000Z',
      answeredByName: 'Aino Admin',
    });
    const { server, user } = renderInvoice(open, 'admin', {
      [`POST ${disputeUrl}/reject`]: { disputes: [rejected], openDisputeCount: 0 },
    });
    const panel = await screen.findByRole('region', { name: 'Riitautukset' });
    // The disputes come before the invoice's own actions and details.
    const main = screen.getByRole('main');
    const buttons = within(main)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(0, 3)).toEqual(['Hyvitä rivi', 'Hylkää', 'Merkitse maksetuksi']);
    expect(screen.queryByRole('button', { name: /^Riitauta rivi/ })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Hylkää' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hylkää riitautus' });
    await user.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(within(dialog).getByText('Kerro hylkäyksen syy.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Hylkäyksen syy' }), 'Vuoro tehtiin');
    await user.click(within(dialog).getByRole('button', { name: 'Hylkää' }));
    expect(await screen.findByText('Riitautus hylätty')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      answer: 'Vuoro tehtiin',
    });
    await waitFor(() => expect(panel).toHaveTextContent('Vastaus: Vuoro tehtiin (Aino Admin, 06.11.2026)'));
    expect(within(panel).queryByRole('button', { name: 'Hylkää' })).not.toBeInTheDocument();
  });

  it('credits the disputed line after a confirmation, and links the credit note made', async () => {
    const credited = buildDispute({
      status: 'credited',
      creditNoteId,
      creditNoteNumber: 1002,
      answeredAt: '2026-11-06T09:00:00.000Z',
      answeredByName: 'Aino Admin',
    });
    const { server, user } = renderInvoice(open, 'admin', {
      [`POST ${disputeUrl}/credit`]: {
        disputes: [credited],
        openDisputeCount: 0,
        creditNotes: [{ id: creditNoteId, number: 1002, grossCents: -37420 }],
      },
    });
    const panel = await screen.findByRole('region', { name: 'Riitautukset' });
    await user.click(within(panel).getByRole('button', { name: 'Hyvitä rivi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hyvitetäänkö rivi?' });
    expect(dialog).toHaveTextContent('Rivistä tehdään hyvityslasku, joka viittaa tähän laskuun.');
    await user.click(within(dialog).getByRole('button', { name: 'Hyvitä rivi' }));
    expect(await screen.findByText('Rivi hyvitetty')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ answer: null });
    expect(await within(panel).findByRole('link', { name: 'Hyvityslasku 1002' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Vastaus: ei erillistä viestiä (Aino Admin, 06.11.2026)');
  });

  it('offers staff only the rejection when the invoice can no longer be credited', async () => {
    renderInvoice({ ...open, status: 'credited', displayStatus: 'credited', actions: [] }, 'admin');
    const panel = await screen.findByRole('region', { name: 'Riitautukset' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hylkää']);
  });
});

describe('disputes in the invoices list', () => {
  it('shows a badge with the number of open disputes of an invoice', async () => {
    const page = {
      items: [buildSummary({ openDisputeCount: 2 }), buildSummary({ id: creditNoteId, number: 1002 })],
      total: 2,
      pageTotals: { netCents: 0, vatCents: 0, grossCents: 0 },
    };
    renderApp('/apps/billing/invoices/list', {
      me: buildMe('customer'),
      handlers: {
        [`GET ${invoicesPath}`]: () => ({ body: page }),
        [`GET ${invoicesPath}/upcoming`]: () => ({ body: { contracts: [] } }),
      },
    });
    expect(await screen.findByText('Avoimia riitautuksia: 2')).toBeInTheDocument();
    expect(screen.getAllByText(/Avoimia riitautuksia/)).toHaveLength(1);
  });

  it('filters the list to the disputed invoices from the address', async () => {
    const page = { items: [], total: 0, pageTotals: { netCents: 0, vatCents: 0, grossCents: 0 } };
    const { server } = renderApp('/apps/billing/invoices/list?status=disputed', {
      me: buildMe('customer'),
      handlers: {
        [`GET ${invoicesPath}`]: () => ({ body: page }),
        [`GET ${invoicesPath}/upcoming`]: () => ({ body: { contracts: [] } }),
      },
    });
    const filters = await screen.findByRole('search', { name: 'Laskujen rajaus' });
    expect(within(filters).getByRole('combobox', { name: 'Tila' })).toHaveValue('Riitautettu');
    const listUrl = server.fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === invoicesPath);
    expect(listUrl?.searchParams.get('status')).toBe('disputed');
  });
});
