import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildDetail, buildLine, invoiceId, invoicesPath } from './invoices-test-data';

// Decision 0038: a campaign's price raise is a line of kind 'campaign' named after the campaign; an hourly
// bonus counts hours, a per-shift bonus or a raise is one.
describe('invoice campaign lines', () => {
  it('names the campaign and counts hours or one', async () => {
    const invoice = buildDetail({
      status: 'draft',
      lines: [
        buildLine(),
        buildLine({
          id: '71000000-0000-4000-8000-000000000002',
          position: 2,
          kind: 'campaign',
          description: 'Joulun tuntilisä',
          quantityHundredths: 775,
          unitCents: 700,
          netCents: 5425,
        }),
        buildLine({
          id: '71000000-0000-4000-8000-000000000003',
          position: 3,
          kind: 'campaign',
          description: 'Vuorolisä',
          quantityHundredths: 100,
          unitCents: 2000,
          netCents: 2000,
        }),
      ],
    });
    renderApp(`/apps/billing/invoices/create/${invoiceId}`, {
      me: buildMe('admin'),
      handlers: { [`GET ${invoicesPath}/${invoiceId}`]: () => ({ body: invoice }) },
    });
    const table = await screen.findByRole('table', { name: 'Laskurivit' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain(
      'Maija Hoitaja–Osasto 2Kampanja: Joulun tuntilisä7,75 h7,00\u00a0€25,5\u00a0%54,25\u00a0€',
    );
    expect(rows).toContain('Maija Hoitaja–Osasto 2Kampanja: Vuorolisä120,00\u00a0€25,5\u00a0%20,00\u00a0€');
  });
});
