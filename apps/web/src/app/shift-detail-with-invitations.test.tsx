import type { ShiftDetail } from '@portal/domain/shifts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildShiftDetail, noShiftPermissions } from '@/testing/build-shift-detail';
import { stubFetch } from '@/testing/fake-server';
import { AppProviders } from './providers';
import { ShiftDetailWithInvitations } from './shift-detail-with-invitations';

const shiftId = '50000000-0000-4000-8000-000000000001';
const base = `/api/accounts/${accountIds.first}/shifts/${shiftId}`;
const permissions = {
  ...noShiftPermissions,
  canUpdate: true,
  canAssign: true,
  canInvite: true,
};

function buildShift(overrides: Partial<ShiftDetail> = {}): ShiftDetail {
  return buildShiftDetail({ id: shiftId, permissions, ...overrides });
}

function renderDrawer(shift: ShiftDetail) {
  const me = buildMe('agent');
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  window.localStorage.setItem(storageKeys.accountId, accountIds.first);
  stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${base}`]: () => ({ body: shift }),
    [`GET ${base}/invitations`]: () => ({ body: { items: [] } }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <ShiftDetailWithInvitations
        accountId={accountIds.first}
        shiftId={shiftId}
        opened
        onClose={() => undefined}
      />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('shift detail drawer with invitations', () => {
  it('offers inviting a worker to an open shift and opens the dialog from the drawer', async () => {
    const user = renderDrawer(buildShift());
    const drawer = await screen.findByRole('dialog', { name: 'Aamuvuoro' });
    await user.click(await within(drawer).findByRole('button', { name: 'Kutsu työntekijä' }));
    expect(await screen.findByRole('dialog', { name: 'Kutsu työntekijä vuoroon' })).toBeInTheDocument();
  });

  it('offers the invitations sent instead, once the shift cannot take new ones', async () => {
    renderDrawer(buildShift({ status: 'booked', permissions: { ...permissions, canInvite: false } }));
    const drawer = await screen.findByRole('dialog', { name: 'Aamuvuoro' });
    expect(await within(drawer).findByRole('button', { name: 'Kutsut' })).toBeEnabled();
    expect(within(drawer).queryByRole('button', { name: 'Kutsu työntekijä' })).not.toBeInTheDocument();
  });
});
