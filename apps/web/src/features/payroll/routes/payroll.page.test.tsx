import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildPayroll, payrollApiPath, payrollId } from './payroll-test-data';

describe('payroll view', () => {
  it('traces each line to its shift and shows the totals by income type and the payslip', async () => {
    renderApp(`/apps/pay-&-billing/payrolls/view/${payrollId}`, {
      me: buildMe('admin'),
      handlers: { [`GET ${payrollApiPath}`]: () => ({ body: buildPayroll() }) },
    });
    const lines = await screen.findByRole('table', { name: 'Palkkarivit' });
    const [, night, holiday] = within(lines).getAllByRole('row');
    expect(night?.textContent).toBe(
      '24.10.2026SunnuntaityöYövuoro 22:00–07:00, Koivula A221 Sunnuntaityökorvaus10 h40,00\u00a0€400,00\u00a0€',
    );
    expect(holiday?.textContent).toBe('31.10.2026Lomakorvaus234 Vuosilomakorvaus9 %36,00\u00a0€');
    const byType = screen.getByRole('table', { name: 'Tulolajeittain' });
    expect(
      within(byType)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      '201 Aikapalkka200,00\u00a0€',
      '221 Sunnuntaityökorvaus200,00\u00a0€',
      '234 Vuosilomakorvaus36,00\u00a0€',
    ]);
    expect(screen.getByRole('button', { name: 'Avaa palkkalaskelma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Korjaa tai merkitse maksetuksi' })).toBeInTheDocument();
  });
});
