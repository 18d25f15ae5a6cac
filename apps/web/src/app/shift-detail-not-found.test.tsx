import { encodeCalendarShifts } from '@portal/domain/shifts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const missingShiftId = '50000000-0000-4000-8000-00000000dead';
const shifts = `/api/accounts/${accountIds.first}/shifts`;

describe('shift detail drawer of a shift that does not exist', () => {
  it('says which id could not be found (a shared calendar link to a deleted shift)', async () => {
    renderApp(`/apps/shifts-&-gigs/shifts-calendar?date=2026-11-01&shift=${missingShiftId}`, {
      me: buildMe('agent'),
      handlers: {
        [`GET ${shifts}/calendar`]: () => ({
          body: encodeCalendarShifts({ items: [], truncated: false, areas: [] }),
        }),
        [`GET ${shifts}/${missingShiftId}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }),
        [`GET /api/accounts/${accountIds.first}/areas`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    const drawer = await screen.findByRole('dialog', undefined, { timeout: 30_000 });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      `Tietoa ei löytynyt, tunnus: ${missingShiftId}`,
    );
  }, 60_000);
});
