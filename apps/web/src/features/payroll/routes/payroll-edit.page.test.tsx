import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildPayroll, payrollApiPath, payrollId } from './payroll-test-data';

const editPath = `/apps/pay-&-billing/payrolls/edit/${payrollId}`;

describe('payroll edit', () => {
  it('requires a reason for an adjustment and sends nothing without one', async () => {
    const { server, user } = renderApp(editPath, {
      me: buildMe('admin'),
      handlers: { [`GET ${payrollApiPath}`]: () => ({ body: buildPayroll() }) },
    });
    await user.type(await screen.findByRole('textbox', { name: /Summa/ }), '-15,50');
    await user.click(screen.getByRole('button', { name: 'Lisää korjaus' }));
    const reason = screen.getByRole('textbox', { name: /Syy/ });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds an adjustment with its reason, a negative amount in cents and its income type', async () => {
    const adjusted = buildPayroll({ grossCents: 42050 });
    const { server, user } = renderApp(editPath, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${payrollApiPath}`]: () => ({ body: buildPayroll() }),
        [`POST ${payrollApiPath}/adjustments`]: () => ({ status: 201, body: adjusted }),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Syy/ }), 'Liikaa maksettu syyskuussa');
    await user.type(screen.getByRole('textbox', { name: /Summa/ }), '-15,50');
    await user.click(screen.getByRole('button', { name: 'Lisää korjaus' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        reason: 'Liikaa maksettu syyskuussa',
        grossCents: -1550,
        incomeType: 201,
        day: null,
      }),
    );
  });

  it('asks before marking the payroll paid, and then shows it locked', async () => {
    const paid = buildPayroll({
      status: 'paid',
      paidOn: '2026-11-13',
      actions: { adjust: false, markPaid: false },
    });
    let current = buildPayroll();
    const { server, user } = renderApp(editPath, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${payrollApiPath}`]: () => ({ body: current }),
        [`POST ${payrollApiPath}/paid`]: () => {
          current = paid;
          return { body: paid };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Merkitse maksetuksi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merkitäänkö palkka maksetuksi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merkitse maksetuksi' }));
    expect(
      await screen.findByText('Maksettu palkka on lukittu: sitä ei voi enää muuttaa.'),
    ).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.path).toContain('/paid');
    expect(screen.queryByRole('button', { name: 'Lisää korjaus' })).not.toBeInTheDocument();
  });
});
