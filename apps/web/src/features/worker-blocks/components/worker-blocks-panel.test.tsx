import type { StaffRole } from '@portal/domain/access';
import type { WorkerBlock } from '@portal/domain/worker-blocks';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { type FakeHandler, stubFetch } from '@/testing/fake-server';
import { WorkerBlocksPanel } from './worker-blocks-panel';

const worker = {
  id: '30000000-0000-4000-8000-000000000001',
  accountId: accountIds.first,
  fullName: 'Säde Öhman',
};
const blocksPath = `/api/accounts/${accountIds.first}/workers/${worker.id}/blocks`;
const areaA = { id: '40000000-0000-4000-8000-00000000000a', name: 'Hämeenpuiston koti', contract: null };
const areaB = { id: '40000000-0000-4000-8000-00000000000b', name: 'Koskikoti', contract: null };

function blockOf(overrides: Partial<WorkerBlock>): WorkerBlock {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    workerId: worker.id,
    scope: 'account',
    accountId: accountIds.first,
    areas: [],
    reason: 'Asiakkaan pyyntö',
    createdAt: '2026-11-20T08:30:00.000Z',
    createdBy: { id: '60000000-0000-4000-8000-000000000001', fullName: 'Aino Admin' },
    liftedAt: null,
    liftedBy: null,
    isActive: true,
    ...overrides,
  };
}

function renderPanel(role: StaffRole, handlers: Record<string, FakeHandler>) {
  const me = buildMe(role);
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  window.localStorage.setItem(storageKeys.accountId, accountIds.first);
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET /api/accounts/${accountIds.first}/worker-blocks/area-options`]: () => ({
      body: { items: [areaA, areaB] },
    }),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <WorkerBlocksPanel worker={worker} />
    </AppProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('worker blocks panel', () => {
  it('shows the blocks in force and the history with who blocked and unblocked, in Helsinki time', async () => {
    renderPanel('agent', {
      [`GET ${blocksPath}`]: () => ({
        body: {
          items: [
            blockOf({
              id: '50000000-0000-4000-8000-000000000002',
              scope: 'areas',
              areas: [areaA],
              reason: 'Myöhästely',
            }),
            blockOf({
              reason: 'Vanha esto',
              isActive: false,
              liftedAt: '2026-11-21T10:05:00.000Z',
              liftedBy: { id: '60000000-0000-4000-8000-000000000002', fullName: 'Antti Agentti' },
            }),
          ],
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Estot' });
    const active = await within(section).findAllByRole('listitem');
    expect(active).toHaveLength(1);
    expect(active[0]).toHaveTextContent('Valitut alueet: Hämeenpuiston koti');
    expect(active[0]).toHaveTextContent('Myöhästely');
    expect(active[0]).toHaveTextContent('Estetty 20.11.2026 10:30, Aino Admin');

    const history = within(section).getByRole('table', { name: 'Estohistoria' });
    const rows = within(history)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'LaajuusSyyEstettyPoistettu',
      'Valitut alueet: Hämeenpuiston kotiMyöhästely20.11.2026 10:30, Aino AdminVoimassa',
      'Kaikki tilin alueetVanha esto20.11.2026 10:30, Aino Admin21.11.2026 12:05, Antti Agentti',
    ]);
  });

  it('requires a reason, and areas for the selected-areas scope, before sending; then blocks', async () => {
    const { server, user } = renderPanel('agent', {
      [`GET ${blocksPath}`]: () => ({ body: { items: [] } }),
      [`POST ${blocksPath}`]: ({ body }) => ({ status: 201, body: blockOf(body as Partial<WorkerBlock>) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Estä työntekijä' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estä Säde Öhman' });
    // Agents may not block from the whole app.
    expect(within(dialog).queryByRole('radio', { name: 'Koko sovellus' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Estä' }));
    expect(await within(dialog).findByText('Eston syy vaaditaan')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Valitut alueet' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Syy' }), 'Ei saapunut vuoroon');
    await user.click(within(dialog).getByRole('button', { name: 'Estä' }));
    expect(
      await within(dialog).findByText('Valitse vähintään yksi alue, jolle esto koskee'),
    ).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: 'Syy' })).toHaveValue('Ei saapunut vuoroon');

    await user.click(within(dialog).getByLabelText('Alueet', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Koskikoti' }));
    await user.click(within(dialog).getByRole('button', { name: 'Estä' }));

    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        scope: 'areas',
        areaIds: [areaB.id],
        reason: 'Ei saapunut vuoroon',
      }),
    );
    expect(await screen.findByText('Säde Öhman on estetty')).toBeInTheDocument();
  });

  it('offers the whole-app scope to admins and shows the server’s refusal with its reason', async () => {
    const { user } = renderPanel('admin', {
      [`GET ${blocksPath}`]: () => ({ body: { items: [] } }),
      [`POST ${blocksPath}`]: () => ({ status: 403, body: { code: 'FORBIDDEN' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Estä työntekijä' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Koko sovellus' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Syy' }), 'Väärinkäytös');
    await user.click(within(dialog).getByRole('button', { name: 'Estä' }));
    expect(await screen.findByText('Estäminen epäonnistui')).toBeInTheDocument();
    expect(screen.getByText('Sinulla ei ole oikeutta tähän toimintoon')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Syy' })).toHaveValue('Väärinkäytös');
  });

  it('unblocks after a confirmation', async () => {
    let lifted = false;
    const { server, user } = renderPanel('agent', {
      [`GET ${blocksPath}`]: () => ({
        body: {
          items: [
            lifted
              ? blockOf({ isActive: false, liftedAt: '2026-11-22T10:00:00.000Z', liftedBy: null })
              : blockOf({}),
          ],
        },
      }),
      [`POST ${blocksPath}/${blockOf({}).id}/lift`]: () => {
        lifted = true;
        return { body: blockOf({ isActive: false, liftedAt: '2026-11-22T10:00:00.000Z' }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista esto: Kaikki tilin alueet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko esto?' });
    expect(dialog).toHaveTextContent('Esto (Kaikki tilin alueet, syy: Asiakkaan pyyntö) poistetaan.');
    await user.click(within(dialog).getByRole('button', { name: 'Poista esto' }));
    expect(await screen.findByText('Esto poistettu')).toBeInTheDocument();
    expect(await screen.findByText('Työntekijällä ei ole voimassa olevia estoja.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.endsWith('/lift'))).toHaveLength(1);
  });

  it('hides Block and Unblock from an agent for a whole-app block', async () => {
    renderPanel('agent', {
      [`GET ${blocksPath}`]: () => ({ body: { items: [blockOf({ scope: 'app', accountId: null })] } }),
    });
    expect(await screen.findByText('Koko sovellus', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Poista esto/ })).not.toBeInTheDocument();
  });
});
