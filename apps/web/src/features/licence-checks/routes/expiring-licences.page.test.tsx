import type { ExpiringLicence } from '@portal/domain/licence-checks';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const me = buildMe('admin');
const accountId = me.accounts[0]?.id ?? '';

const item = (overrides: Partial<ExpiringLicence>): ExpiringLicence => ({
  checkId: '40000000-0000-4000-8000-000000000001',
  workerId: '30000000-0000-4000-8000-000000000001',
  workerName: 'Säde Öhman',
  profession: 'sairaanhoitaja',
  kind: 'professional_licence',
  register: 'terhikki',
  registrationNumber: '10012345678',
  validUntil: '2026-12-15',
  daysLeft: 12,
  ...overrides,
});

describe('expiring licences page', () => {
  it('lists the rights that end soonest first, an ended one as expired', async () => {
    renderApp('/apps/hr/licence-checks/expiring', {
      me,
      handlers: {
        [`GET /api/accounts/${accountId}/licence-checks/expiring`]: () => ({
          body: {
            items: [
              item({ workerName: 'Olli Päättynyt', validUntil: '2026-11-01', daysLeft: -21 }),
              item({
                checkId: '40000000-0000-4000-8000-000000000002',
                kind: 'work_permit',
                register: 'residence-permit',
                registrationNumber: null,
              }),
            ],
          },
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Päättyvät ammattioikeudet ja työluvat' }),
    ).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Olli Päättynyt');
    expect(rows[1]).toHaveTextContent('Päättynyt');
    expect(rows[2]).toHaveTextContent('Työlupa');
    expect(rows[2]).toHaveTextContent('15.12.2026');
    expect(rows[2]).toHaveTextContent('Päättyy 12 päivän kuluttua');
  });
});
