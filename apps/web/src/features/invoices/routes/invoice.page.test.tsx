import type { InvoiceDetail, InvoiceDisplayStatus } from '@portal/domain/billing';
import { helsinkiDayKey } from '@portal/domain/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { captureDownloads } from '@/testing/capture-downloads';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildDetail, creditNoteId, invoiceId, invoicesPath } from './invoices-test-data';

const pagePath = `/apps/billing/invoices/create/${invoiceId}`;
const actionButtons = [
  'Lähetä lasku',
  'Muokkaa luonnosta',
  'Merkitse maksetuksi',
  'Merkitse maksamattomaksi',
  'Hyvitä',
  'Poista luonnos',
  'Avaa PDF',
  'Lataa Finvoice',
];

function renderInvoice(
  invoice: InvoiceDetail,
  handlers: Record<string, FakeHandler> = {},
  role = 'admin' as const,
) {
  return renderApp(pagePath, {
    me: buildMe(role),
    handlers: { [`GET ${invoicesPath}/${invoiceId}`]: () => ({ body: invoice }), ...handlers },
  });
}

const draft = buildDetail({
  status: 'draft',
  displayStatus: 'draft',
  number: null,
  invoiceDate: null,
  dueDate: null,
  referenceNumber: null,
  rfReference: null,
  actions: ['edit', 'send', 'delete'],
});

/** Every display status with what the server lets an admin do then, and the buttons that must show. */
const byStatus: [InvoiceDisplayStatus, Partial<InvoiceDetail>, string[]][] = [
  ['draft', draft, ['Lähetä lasku', 'Muokkaa luonnosta', 'Poista luonnos']],
  ['sent', {}, ['Merkitse maksetuksi', 'Hyvitä', 'Avaa PDF', 'Lataa Finvoice']],
  ['overdue', { displayStatus: 'overdue' }, ['Merkitse maksetuksi', 'Hyvitä', 'Avaa PDF', 'Lataa Finvoice']],
  [
    'paid',
    { status: 'paid', displayStatus: 'paid', paidOn: '2026-11-10', actions: ['markUnpaid', 'credit'] },
    ['Merkitse maksamattomaksi', 'Hyvitä', 'Avaa PDF', 'Lataa Finvoice'],
  ],
  [
    'credited',
    { status: 'credited', displayStatus: 'credited', actions: [] },
    ['Avaa PDF', 'Lataa Finvoice'],
  ],
  ['deleted', { ...draft, status: 'deleted', displayStatus: 'deleted', actions: [] }, []],
];

describe('invoice page', () => {
  it.each(byStatus)('offers on a %s invoice exactly its actions', async (_status, overrides, expected) => {
    renderInvoice(buildDetail(overrides));
    await screen.findByRole('table', { name: 'Laskurivit' });
    const shown = actionButtons.filter((name) => screen.queryByRole('button', { name }));
    expect(shown).toEqual(expected);
  });

  it('shows a draft without number or references, and its lines by day with their quantities', async () => {
    renderInvoice(draft);
    expect(await screen.findByRole('heading', { level: 1, name: 'Laskuluonnos' })).toBeInTheDocument();
    expect(screen.getAllByText('annetaan lähetettäessä')).toHaveLength(4);
    const rows = within(screen.getByRole('table', { name: 'Laskurivit' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TyöntekijäRooliTyöalueTuntilajiMääräÀ-hintaALV %Veroton',
      '05.10.2026',
      'Maija Hoitaja–Osasto 2Perustunnit7,75 h38,50\u00a0€25,5\u00a0%298,38\u00a0€',
      '06.10.2026',
      'Maija Hoitaja–Osasto 2Kilometrit12,5 km0,57\u00a0€25,5\u00a0%7,13\u00a0€',
    ]);
  });

  it('sends a draft after saying the number is given and the e-mail goes to the customer', async () => {
    let current = draft;
    const { server, user } = renderInvoice(draft, {
      [`GET ${invoicesPath}/${invoiceId}`]: () => ({ body: current }),
      [`POST ${invoicesPath}/${invoiceId}/send`]: () => {
        current = buildDetail();
        return { body: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Lähetä lasku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetetäänkö lasku?' });
    expect(dialog).toHaveTextContent('Lasku saa laskunumeron, viitenumeron ja eräpäivän.');
    expect(dialog).toHaveTextContent('osoitteeseen laskut@koivula.example');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    expect(await screen.findByText('Lasku 1001 lähetetty asiakkaalle')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lasku 1001' })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('keeps the send dialog open with the missing billing details named', async () => {
    const { user } = renderInvoice(draft, {
      [`POST ${invoicesPath}/${invoiceId}/send`]: () => ({
        status: 422,
        body: { code: 'BILLING_DETAILS_MISSING', details: { fields: ['seller.iban', 'seller.bic'] } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Lähetä lasku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lähetetäänkö lasku?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Laskutustiedot puuttuvat: myyjän IBAN ja myyjän BIC. Täydennä ne asetuksissa ennen lähettämistä.',
    );
  });

  it("edits a draft's language, notes and payment term", async () => {
    let current = draft;
    const { server, user } = renderInvoice(draft, {
      [`GET ${invoicesPath}/${invoiceId}`]: () => ({ body: current }),
      [`PUT ${invoicesPath}/${invoiceId}`]: (request) => {
        current = { ...draft, ...(request.body as object) };
        return { body: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Muokkaa luonnosta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muokkaa laskuluonnosta' });
    const term = within(dialog).getByRole('textbox', { name: 'Maksuaika (päivää)' });
    await user.clear(term);
    await user.type(term, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Tallenna' }));
    expect(await screen.findByText('Laskuluonnos tallennettu')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      language: 'fi',
      notes: null,
      paymentTermDays: 30,
    });
    expect(await screen.findByText('30 päivää netto')).toBeInTheDocument();
  });

  it('marks a sent invoice paid on today unless another day is chosen', async () => {
    const { server, user } = renderInvoice(buildDetail(), {
      [`POST ${invoicesPath}/${invoiceId}/paid`]: () => ({
        body: buildDetail({ status: 'paid', displayStatus: 'paid', paidOn: helsinkiDayKey(new Date()) }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Merkitse maksetuksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merkitäänkö lasku maksetuksi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merkitse maksetuksi' }));
    expect(await screen.findByText('Lasku merkitty maksetuksi')).toBeInTheDocument();
    const paid = server.requests.find((request) => request.path.endsWith('/paid'));
    expect(paid?.body).toEqual({ paidOn: helsinkiDayKey(new Date()) });
  });

  it('credits chosen lines only with a reason, then opens the credit note', async () => {
    const note = buildDetail({
      id: creditNoteId,
      kind: 'credit-note',
      number: 1002,
      creditsInvoiceId: invoiceId,
      creditsInvoiceNumber: 1001,
      actions: [],
    });
    const { router, server, user } = renderInvoice(buildDetail(), {
      [`POST ${invoicesPath}/${invoiceId}/credit`]: () => ({ status: 201, body: note }),
      [`GET ${invoicesPath}/${creditNoteId}`]: () => ({ body: note }),
    });
    await user.click(await screen.findByRole('button', { name: 'Hyvitä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hyvitä lasku' });
    await user.click(within(dialog).getByRole('radio', { name: 'Valitut rivit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Luo hyvityslasku' }));
    expect(await within(dialog).findByText('Kerro hyvityksen syy.')).toBeInTheDocument();
    expect(within(dialog).getByText('Valitse vähintään yksi rivi.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: '06.10.2026, Maija Hoitaja, Kilometrit, 12,5 km, 7,13\u00a0€',
      }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Hyvityksen syy/ }),
      'Matka ei kuulu sopimukseen',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Luo hyvityslasku' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/billing/invoices/create/${creditNoteId}`),
    );
    expect(server.requests.find((request) => request.path.endsWith('/credit'))?.body).toEqual({
      reason: 'Matka ei kuulu sopimukseen',
      lineIds: ['71000000-0000-4000-8000-000000000002'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hyvityslasku 1002' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lasku 1001' })).toBeInTheDocument();
  });

  it('deletes a draft after the note that it cannot be undone', async () => {
    const { router, user } = renderInvoice(draft, {
      [`DELETE ${invoicesPath}/${invoiceId}`]: () => ({
        body: { id: invoiceId, deletedAt: '2026-11-22T10:00:00.000Z' },
      }),
      [`GET ${invoicesPath}`]: () => ({
        body: { items: [], total: 0, pageTotals: { netCents: 0, vatCents: 0, grossCents: 0 } },
      }),
      [`GET ${invoicesPath}/upcoming`]: () => ({ body: { contracts: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Poista luonnos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko laskuluonnos?' });
    expect(dialog).toHaveTextContent('Poistoa ei voi perua.');
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/billing/invoices/list'));
    expect(await screen.findByText('Laskuluonnos poistettu')).toBeInTheDocument();
  });

  it('opens the PDF fetched with the session token', async () => {
    const downloads = captureDownloads();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { server, user } = renderInvoice(buildDetail(), {
      [`GET ${invoicesPath}/${invoiceId}/pdf`]: () => ({ body: '%PDF-1.7' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Avaa PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatchObject({ name: 'lasku-1001.pdf', type: 'application/pdf' });
    expect(server.requests.find((request) => request.path.endsWith('/pdf'))?.authorization).toBe(
      'Bearer access-token-1',
    );
    open.mockRestore();
  });

  it('shows the customer the invoice read-only: its files, no actions', async () => {
    renderInvoice(buildDetail({ actions: [] }), {}, 'customer' as 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lasku 1001' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Avaa PDF', 'Lataa Finvoice']);
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
