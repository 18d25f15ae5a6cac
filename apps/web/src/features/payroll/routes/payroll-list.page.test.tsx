import type { ExclusionReason } from '@portal/domain/payroll';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildListDetail, listId, listsPath } from './payroll-test-data';

const excludedShift = (id: string, day: string, reason: ExclusionReason) => ({
  id,
  title: 'Aamuvuoro',
  day,
  startsAt: `${day}T05:00:00.000Z`,
  endsAt: `${day}T13:00:00.000Z`,
  areaName: 'Koivula A',
  workerId: null,
  workerName: 'Uuno Uusi',
  reason,
});

const list = buildListDetail({
  excluded: [
    excludedShift('6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c6001', '2026-10-13', { code: 'noContract' }),
    excludedShift('6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c6002', '2026-10-14', { code: 'notVerified' }),
    excludedShift('6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c6003', '2026-10-15', {
      code: 'missingPaymentDetails',
      missing: ['identityCode', 'bankAccount'],
    }),
    excludedShift('6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c6004', '2026-10-16', { code: 'noWage', kinds: ['night'] }),
  ],
});

describe('payroll list view', () => {
  it('shows the workers with their sums and each shift left out with its reason', async () => {
    renderApp(`/apps/pay-&-billing/payroll-lists/view/${listId}`, {
      me: buildMe('admin'),
      handlers: { [`GET ${listsPath}/${listId}`]: () => ({ body: list }) },
    });
    const workers = await screen.findByRole('table', { name: 'Työntekijät' });
    expect(within(workers).getAllByRole('row')[1]?.textContent).toBe(
      'Tiina Tekijä110 h436,00\u00a0€0,00\u00a0€Maksamatta',
    );

    const excluded = screen.getByRole('table', { name: 'Listalta puuttuvat vuorot' });
    const reasons = within(excluded)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    expect(reasons).toEqual([
      'Vuorolla ei ole sopimusta',
      'Vuoroa ei ole vielä hyväksytty',
      'Työntekijältä puuttuu henkilötunnus, tilinumero',
      'Sopimuksessa ei ole palkkaa: Yötyö',
    ]);
    expect(screen.getByRole('button', { name: 'Päivitä lista' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vie CSV' })).toBeInTheDocument();
  });

  it('asks before deleting the list, and deletes it', async () => {
    const { server, user, router } = renderApp(`/apps/pay-&-billing/payroll-lists/view/${listId}`, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${listsPath}/${listId}`]: () => ({ body: list }),
        [`DELETE ${listsPath}/${listId}`]: () => ({ body: { id: listId, deleted: true } }),
        [`GET ${listsPath}`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista palkkalista' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko palkkalista?' });
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Poista palkkalista' }));
    await screen.findByRole('heading', { name: 'Palkkalistat', level: 1 });
    expect(router.state.location.pathname).toBe('/apps/pay-&-billing/payroll-lists/list');
  });
});
