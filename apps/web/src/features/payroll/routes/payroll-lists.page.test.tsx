import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { previousMonthPeriod } from '../components/new-payroll-list-form';
import { buildListDetail, buildListSummary, listId, listsPath } from './payroll-test-data';

const page = {
  items: [
    buildListSummary(),
    buildListSummary({
      id: '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c1002',
      kind: 'quick',
      stage: 'paid',
      paymentDate: '2026-10-20',
      workers: 2,
      paidMinutes: 960,
      grossCents: 50000,
    }),
  ],
  total: 2,
};

describe('payroll lists', () => {
  it('shows each list with its payment date, period, kind, status, workers, hours and gross pay', async () => {
    renderApp('/apps/pay-&-billing/payroll-lists/list', {
      me: buildMe('admin'),
      handlers: { [`GET ${listsPath}`]: () => ({ body: page }) },
    });
    const table = await screen.findByRole('table', { name: 'Palkkalistat' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first?.textContent).toBe('13.11.202601.10.2026–31.10.2026PalkkakausiAvoin110 h436,00\u00a0€');
    expect(second?.textContent).toBe('20.10.202601.10.2026–31.10.2026PikamaksuMaksettu216 h500,00\u00a0€');
  });

  it('makes a new list of the previous month with three date fields and opens it', async () => {
    const { router, server, user } = renderApp('/apps/pay-&-billing/payroll-lists/list', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${listsPath}`]: () => ({ body: { items: [], total: 0 } }),
        [`POST ${listsPath}`]: () => ({ status: 201, body: buildListDetail() }),
        [`GET ${listsPath}/${listId}`]: () => ({ body: buildListDetail() }),
      },
    });
    const period = previousMonthPeriod();
    const shown = (day: string) => day.split('-').reverse().join('.');
    expect(await screen.findByLabelText(/Kausi alkaa/)).toHaveValue(shown(period.periodFrom));
    expect(screen.getByLabelText(/Kausi päättyy/)).toHaveValue(shown(period.periodTo));
    expect(screen.getByLabelText(/Maksupäivä/)).toHaveValue(shown(period.paymentDate));
    await user.click(screen.getByRole('button', { name: 'Luo palkkalista' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/apps/pay-&-billing/payroll-lists/view/${listId}`),
    );
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual(period);
  });

  it('keeps payroll from agents', async () => {
    const { router } = renderApp('/apps/pay-&-billing/payroll-lists/list', { me: buildMe('agent') });
    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe('/apps/pay-&-billing/payroll-lists/list'),
    );
  });
});
