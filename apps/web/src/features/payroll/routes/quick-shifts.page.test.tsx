import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { buildListDetail, buildListSummary, listId } from './payroll-test-data';

const quickPath = `/api/accounts/${accountIds.first}/quick-shifts`;
const shiftId = '6a3c1a7e-0d7a-4c55-9a53-2f0b8e1c7001';
const pendingShift = {
  id: shiftId,
  title: 'Aamuvuoro',
  day: '2026-11-18',
  startsAt: '2026-11-18T06:00:00.000Z',
  endsAt: '2026-11-18T14:00:00.000Z',
  areaName: 'Koivula A',
  workerId: null,
  workerName: 'Tiina Tekijä',
  boostCents: 2500,
  payrollListId: null,
  payrollId: null,
  paymentDate: null,
};

describe('quick shifts', () => {
  it('sends the picked pending shifts to payment', async () => {
    const { server, user } = renderApp('/apps/pay-&-billing/quick-shifts/pending', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${quickPath}`]: () => ({ body: { shifts: [pendingShift], lists: [] } }),
        [`POST ${quickPath}/send`]: () => ({
          status: 201,
          body: buildListDetail({ kind: 'quick', stage: 'sent' }),
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Pikavuorot: Odottaa' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      '18.11.2026Aamuvuoro 08:00–16:00, Koivula ATiina Tekijä25,00\u00a0€',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Valitse vuoro Aamuvuoro 18.11.2026' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä maksuun (1)' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
        shiftIds: [shiftId],
      }),
    );
  });

  it('keeps the tab in the address and starts the payment of a sent list', async () => {
    const { router, server, user } = renderApp('/apps/pay-&-billing/quick-shifts/pending', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${quickPath}`]: () => ({
          body: { shifts: [], lists: [buildListSummary({ kind: 'quick', stage: 'sent' })] },
        }),
        [`POST /api/accounts/${accountIds.first}/payroll-lists/${listId}/start-paying`]: () => ({
          body: buildListDetail({ kind: 'quick', stage: 'paying' }),
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Lähetetty' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/pay-&-billing/quick-shifts/sent'));
    await user.click(await screen.findByRole('button', { name: 'Aloita maksu' }));
    await waitFor(() =>
      expect(server.requests.some((request) => request.path.endsWith('/start-paying'))).toBe(true),
    );
  });
});
