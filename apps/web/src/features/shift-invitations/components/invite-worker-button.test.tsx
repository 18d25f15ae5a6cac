import type { StaffRole } from '@portal/domain/access';
import type { ShiftInvitation } from '@portal/domain/shift-invitations';
import type { WorkerSearchResult } from '@portal/domain/worker-blocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { type FakeHandler, stubFetch } from '@/testing/fake-server';
import { InviteWorkerButton } from './invite-worker-button';

const shiftId = '50000000-0000-4000-8000-000000000001';
const areaId = '30000000-0000-4000-8000-000000000001';
const invitationsPath = `/api/accounts/${accountIds.first}/shifts/${shiftId}/invitations`;
const searchPath = `/api/accounts/${accountIds.first}/workers/search`;

const sade: WorkerSearchResult = {
  id: '40000000-0000-4000-8000-000000000001',
  fullName: 'Säde Öhman',
  email: 'sade@example.fi',
  mobile: '+358401234567',
  profession: 'sairaanhoitaja',
};
const saku: WorkerSearchResult = {
  id: '40000000-0000-4000-8000-000000000002',
  fullName: 'Saku Mobiiliton',
  email: 'saku@example.fi',
  mobile: null,
  profession: 'lähihoitaja',
};

function buildInvitation(overrides: Partial<ShiftInvitation> = {}): ShiftInvitation {
  return {
    id: '60000000-0000-4000-8000-000000000001',
    workerId: sade.id,
    workerName: sade.fullName,
    channel: 'sms',
    state: 'pending',
    createdAt: '2026-11-22T10:00:00.000Z',
    expiresAt: '2026-11-24T10:00:00.000Z',
    respondedAt: null,
    invitedByName: 'Antti Agentti',
    ...overrides,
  };
}

function renderButton(
  role: StaffRole,
  handlers: Record<string, FakeHandler> = {},
  props: { disabled?: boolean } = {},
) {
  const me = buildMe(role);
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  window.localStorage.setItem(storageKeys.accountId, accountIds.first);
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${invitationsPath}`]: () => ({ body: { items: [] } }),
    [`GET ${searchPath}`]: () => ({ body: { items: [sade, saku] } }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <InviteWorkerButton accountId={accountIds.first} shiftId={shiftId} areaId={areaId} {...props} />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Kutsu työntekijä' }));
  return screen.findByRole('dialog', { name: 'Kutsu työntekijä vuoroon' });
}

async function chooseWorker(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByRole('textbox', { name: 'Työntekijä' }), 'Sa');
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
  expect(await within(dialog).findByText(`Valittu: ${name}`)).toBeInTheDocument();
}

describe('invite a worker dialog', () => {
  it('finds a worker, sends the link by SMS and lists the invitation with its state', async () => {
    let items: ShiftInvitation[] = [];
    const { server, user } = renderButton('agent', {
      [`GET ${invitationsPath}`]: () => ({ body: { items } }),
      [`POST ${invitationsPath}`]: () => {
        items = [buildInvitation()];
        return { status: 201, body: buildInvitation() };
      },
    });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('Vuoroon ei ole vielä kutsuttu ketään.')).toBeInTheDocument();

    await chooseWorker(user, dialog, 'Säde Öhman');
    await user.click(within(dialog).getByRole('radio', { name: 'Tekstiviesti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));

    expect(await screen.findByText('Kutsu lähetetty: Säde Öhman')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      workerId: sade.id,
      channel: 'sms',
    });
    const search = server.requests.find((request) => request.path === searchPath);
    expect(search).toBeDefined();
    const row = (await within(dialog).findByRole('cell', { name: 'Säde Öhman' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Tekstiviesti')).toBeInTheDocument();
    expect(within(row).getByText('Odottaa vastausta')).toBeInTheDocument();
    expect(within(row).getByText('22.11.2026 12:00')).toBeInTheDocument();
    expect(within(row).getByText('Voimassa 24.11.2026 12:00')).toBeInTheDocument();
    // The search is emptied for the next invitation.
    expect(within(dialog).getByRole('textbox', { name: 'Työntekijä' })).toHaveValue('');
  });

  it('offers only e-mail for a worker without a mobile', async () => {
    const { user } = renderButton('agent');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Tekstiviesti' }));
    await chooseWorker(user, dialog, 'Saku Mobiiliton');
    expect(within(dialog).getByRole('radio', { name: 'Tekstiviesti' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Sähköposti' })).toBeChecked();
    expect(
      within(dialog).getByText(
        'Työntekijällä ei ole matkapuhelinnumeroa, joten kutsu lähtee vain sähköpostilla.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a worker before sending anything', async () => {
    const { server, user } = renderButton('agent');
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));
    expect(await within(dialog).findByText('Valitse ensin työntekijä.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal translated and keeps the choice', async () => {
    const { user } = renderButton('agent', {
      [`POST ${invitationsPath}`]: () => ({ status: 422, body: { code: 'WORKER_ROLE_MISMATCH' } }),
    });
    const dialog = await openDialog(user);
    await chooseWorker(user, dialog, 'Säde Öhman');
    await user.click(within(dialog).getByRole('button', { name: 'Lähetä kutsu' }));
    expect(await screen.findByText('Työntekijän ammatti ei sovi vuoron tehtävään.')).toBeInTheDocument();
    expect(screen.getByText('Kutsua ei voitu lähettää')).toBeInTheDocument();
    expect(within(dialog).getByText('Valittu: Säde Öhman')).toBeInTheDocument();
  });

  it('lists every state of earlier invitations in words', async () => {
    const earlier: ShiftInvitation[] = [
      buildInvitation({
        id: '60000000-0000-4000-8000-000000000011',
        workerName: 'Aino A',
        state: 'accepted',
        channel: 'email',
        respondedAt: '2026-11-22T11:00:00.000Z',
      }),
      buildInvitation({
        id: '60000000-0000-4000-8000-000000000012',
        workerName: 'Berit B',
        state: 'declined',
        respondedAt: '2026-11-22T11:30:00.000Z',
      }),
      buildInvitation({
        id: '60000000-0000-4000-8000-000000000013',
        workerName: 'Cecilia C',
        state: 'taken',
      }),
      buildInvitation({ id: '60000000-0000-4000-8000-000000000014', workerName: 'Dan D', state: 'expired' }),
      buildInvitation({
        id: '60000000-0000-4000-8000-000000000015',
        workerName: 'Eeva E',
        state: 'revoked',
        respondedAt: '2026-11-22T12:00:00.000Z',
      }),
    ];
    const { user } = renderButton('admin', {
      [`GET ${invitationsPath}`]: () => ({ body: { items: earlier } }),
    });
    const dialog = await openDialog(user);
    const stateOf = async (name: string) =>
      ((await within(dialog).findByRole('cell', { name })).closest('tr') as HTMLElement).textContent;
    expect(await stateOf('Aino A')).toContain('Otti vuoron');
    expect(await stateOf('Aino A')).toContain('Vastattu 22.11.2026 13:00');
    expect(await stateOf('Berit B')).toContain('Kieltäytyi');
    expect(await stateOf('Cecilia C')).toContain('Vuoro meni toiselle');
    expect(await stateOf('Dan D')).toContain('Vanhentunut');
    expect(await stateOf('Eeva E')).toContain('Peruttu');
    expect(await stateOf('Eeva E')).toContain('Peruttu 22.11.2026 14:00');
    // Only a pending invitation can be revoked.
    expect(within(dialog).queryByRole('button', { name: /^Peru kutsu/ })).not.toBeInTheDocument();
  });

  it('revokes a pending invitation after confirming and shows it revoked', async () => {
    const revokePath = `${invitationsPath}/${buildInvitation().id}/revoke`;
    let items = [
      buildInvitation(),
      buildInvitation({
        id: '60000000-0000-4000-8000-000000000021',
        workerName: 'Ville Virtanen',
        state: 'declined',
        respondedAt: '2026-11-22T11:00:00.000Z',
      }),
    ];
    const { server, user } = renderButton('agent', {
      [`GET ${invitationsPath}`]: () => ({ body: { items } }),
      [`POST ${revokePath}`]: () => {
        const revoked = buildInvitation({ state: 'revoked', respondedAt: '2026-11-22T12:00:00.000Z' });
        items = [revoked, ...items.slice(1)];
        return { body: revoked };
      },
    });
    const dialog = await openDialog(user);
    expect(
      within(dialog).queryByRole('button', { name: 'Peru kutsu: Ville Virtanen' }),
    ).not.toBeInTheDocument();

    // Cancelling asks nothing of the server.
    await user.click(await within(dialog).findByRole('button', { name: 'Peru kutsu: Säde Öhman' }));
    const cancelled = await screen.findByRole('dialog', { name: 'Peru kutsu?' });
    await user.click(within(cancelled).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Peru kutsu?' })).not.toBeInTheDocument(),
    );
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Peru kutsu: Säde Öhman' }));
    const confirm = await screen.findByRole('dialog', { name: 'Peru kutsu?' });
    expect(within(confirm).getByText(/Säde Öhman ei voi enää vastata kutsuun/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Peru kutsu' }));

    expect(await screen.findByText('Kutsu peruttu: Säde Öhman')).toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([revokePath]);
    const row = (await within(dialog).findByRole('cell', { name: 'Säde Öhman' })).closest(
      'tr',
    ) as HTMLElement;
    expect(await within(row).findByText('Peruttu 22.11.2026 14:00')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Peru kutsu/ })).not.toBeInTheDocument();
  });

  it('shows a refused revoke translated, with the list as it now stands', async () => {
    let items = [buildInvitation()];
    const { user } = renderButton('agent', {
      [`GET ${invitationsPath}`]: () => ({ body: { items } }),
      [`POST ${invitationsPath}/${buildInvitation().id}/revoke`]: () => {
        // The worker took the shift a moment earlier.
        items = [buildInvitation({ state: 'accepted', respondedAt: '2026-11-22T11:00:00.000Z' })];
        return { status: 409, body: { code: 'INVITATION_ANSWERED' } };
      },
    });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Peru kutsu: Säde Öhman' }));
    const confirm = await screen.findByRole('dialog', { name: 'Peru kutsu?' });
    await user.click(within(confirm).getByRole('button', { name: 'Peru kutsu' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Kutsua ei voitu perua');
    expect(alert).toHaveTextContent('Kutsuun on jo vastattu.');
    const row = (await within(dialog).findByRole('cell', { name: 'Säde Öhman' })).closest(
      'tr',
    ) as HTMLElement;
    expect(await within(row).findByText('Otti vuoron')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Peru kutsu/ })).not.toBeInTheDocument();
  });

  it('once the shift is not open, shows the invitations sent without a way to send more', async () => {
    const { user } = renderButton(
      'agent',
      {
        [`GET ${invitationsPath}`]: () => ({
          body: { items: [buildInvitation({ state: 'accepted' })] },
        }),
      },
      { disabled: true },
    );
    expect(screen.queryByRole('button', { name: 'Kutsu työntekijä' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Kutsut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoron kutsut' });
    expect(within(dialog).getByText(/uusia kutsuja ei voi lähettää/)).toBeInTheDocument();
    expect(await within(dialog).findByText(sade.fullName)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Työntekijä' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Lähetä kutsu' })).not.toBeInTheDocument();
  });

  it('is not shown to customers, who do not fill shifts', async () => {
    renderButton('customer');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Kutsu työntekijä' })).not.toBeInTheDocument(),
    );
  });
});
