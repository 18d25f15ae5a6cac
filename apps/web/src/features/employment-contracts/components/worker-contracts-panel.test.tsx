import type { StaffRole } from '@portal/domain/access';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage';
import { accountIds, buildMe } from '@/testing/build-me';
import { stubFetch } from '@/testing/fake-server';
import { buildContractSummary, contractId } from '../routes/employment-contracts-test-data';
import { WorkerContractsPanel } from './worker-contracts-panel';

const worker = { id: '30000000-0000-4000-8000-000000000001', accountId: accountIds.first };
const contractsPath = `/api/accounts/${accountIds.first}/workers/${worker.id}/employment-contracts`;

function renderPanel(role: StaffRole) {
  const me = buildMe(role);
  window.localStorage.setItem(storageKeys.accessToken, 'access-token-1');
  window.localStorage.setItem(storageKeys.refreshToken, 'refresh-token-1');
  window.localStorage.setItem(storageKeys.userData, JSON.stringify(me));
  const server = stubFetch({
    'GET /api/me': () => ({ body: me }),
    [`GET ${contractsPath}`]: () => ({
      body: { items: [buildContractSummary({ status: 'signed', signedAt: '2026-11-28T09:00:00.000Z' })] },
    }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const router = createMemoryRouter([{ path: '/', element: <WorkerContractsPanel worker={worker} /> }]);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return server;
}

describe('the worker page’s employment contracts', () => {
  it('lists the worker’s contracts with their status and a link to each', async () => {
    renderPanel('admin');
    const table = await screen.findByRole('table', { name: 'Työsopimukset' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Lähihoitajan työsopimusAllekirjoitettu01.12.2026');
    expect(within(row).getByRole('link', { name: 'Lähihoitajan työsopimus' })).toHaveAttribute(
      'href',
      `/apps/pay-&-billing/employment-contracts/create/${contractId}`,
    );
  });

  it('is not shown to agents, and their browser does not ask for wages', async () => {
    const server = renderPanel('agent');
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('region', { name: 'Työsopimukset' })).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.path === contractsPath)).toBe(false);
  });
});
