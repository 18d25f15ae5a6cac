import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { previousMonth } from '../components/create-invoice-form';
import { buildDetail, contractId, invoiceId, invoicesPath } from './invoices-test-data';

const clients = {
  items: [
    { contractId, contractName: 'Palvelukoti Koivula', customerNumber: '10042', uninvoicedShiftCount: 12 },
  ],
};

function renderNew(handlers: Record<string, FakeHandler>) {
  return renderApp('/apps/billing/invoices/create', {
    me: buildMe('admin'),
    handlers: { [`GET ${invoicesPath}/clients`]: () => ({ body: clients }), ...handlers },
  });
}

async function fillForm(user: ReturnType<typeof renderNew>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /Sopimus/ }));
  await user.click(
    await screen.findByRole('option', { name: 'Palvelukoti Koivula (10042) – 12 laskuttamatonta vuoroa' }),
  );
  await user.type(screen.getByRole('textbox', { name: 'Lisätiedot' }), 'PO-47');
}

describe('new invoice', () => {
  it('starts from the previous month in the UI language, drafts the invoice and opens it', async () => {
    const { router, server, user } = renderNew({
      [`POST ${invoicesPath}`]: () => ({ status: 201, body: buildDetail({ status: 'draft' }) }),
      [`GET ${invoicesPath}/${invoiceId}`]: () => ({ body: buildDetail({ status: 'draft' }) }),
    });
    const month = previousMonth();
    const shown = (day: string) => day.split('-').reverse().join('.');
    expect(await screen.findByLabelText(/Kausi alkaen/)).toHaveValue(shown(month.periodFrom));
    expect(screen.getByLabelText(/Kausi päättyen/)).toHaveValue(shown(month.periodTo));
    expect(screen.getByRole('combobox', { name: /Laskun kieli/ })).toHaveValue('Suomi');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Luo luonnos' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/billing/invoices/create/${invoiceId}`),
    );
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      contractId,
      ...month,
      language: 'fi',
      notes: 'PO-47',
    });
  });

  it('says which kinds of hour have no price and keeps everything typed', async () => {
    const { user } = renderNew({
      [`POST ${invoicesPath}`]: () => ({
        status: 422,
        body: { code: 'INVOICE_UNPRICED_SHIFTS', details: { kinds: ['evening', 'night'], count: 3 } },
      }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Luo luonnos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Osalta vuoroista puuttuu hinta sopimuksessa (Iltatunnit ja Yötunnit). Lisää hinnat sopimukseen ja yritä uudelleen.',
    );
    expect(screen.getByRole('combobox', { name: /Sopimus/ })).toHaveValue(
      'Palvelukoti Koivula (10042) – 12 laskuttamatonta vuoroa',
    );
    expect(screen.getByRole('textbox', { name: 'Lisätiedot' })).toHaveValue('PO-47');
  });

  it('refuses a period that ends before it starts, under the end day, without asking the server', async () => {
    const { server, user } = renderNew({});
    await fillForm(user);
    const to = screen.getByLabelText(/Kausi päättyen/);
    await user.clear(to);
    await user.type(to, '1.1.2020');
    await user.click(screen.getByRole('button', { name: 'Luo luonnos' }));
    const field = screen.getByLabelText(/Kausi päättyen/).closest('.mantine-InputWrapper-root');
    expect(
      within(field as HTMLElement).getByText(
        'Laskutuskauden alkupäivän on oltava ennen loppupäivää tai sama päivä.',
      ),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
