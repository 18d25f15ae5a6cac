import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { apiBase, buildContractSummary, me } from './employment-contracts-test-data';

const listPath = '/apps/pay-&-billing/employment-contracts/list';

describe('employment contracts list', () => {
  it('shows each contract with its worker, status and dates, and the menu entry under pay & billing', async () => {
    renderApp(listPath, {
      me,
      handlers: {
        [`GET ${apiBase}`]: () => ({
          body: {
            items: [
              buildContractSummary(),
              buildContractSummary({
                id: '5c0e8f2a-1b3d-4e5f-8a6b-7c8d9e0f1a02',
                workerName: 'Ville Virtanen',
                status: 'signed',
                signedAt: '2026-11-27T12:30:00.000Z',
                countersignRequired: true,
                awaitingCountersign: true,
              }),
            ],
            total: 2,
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Työsopimukset' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Lähihoitajan työsopimusSäde ÖhmanLähetetty01.12.2026');
    expect(second).toHaveTextContent('Ville VirtanenAllekirjoitettuOdottaa vastaallekirjoitusta');
    expect(screen.getByText('2 sopimusta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: /./ })).getByRole('link', { name: /Työsopimukset/ }),
    ).toBeInTheDocument();
  });

  it('asks the server for the chosen status', async () => {
    const { router, server, user } = renderApp(listPath, {
      me,
      handlers: { [`GET ${apiBase}`]: () => ({ body: { items: [], total: 0 } }) },
    });
    expect(await screen.findByText('Ei työsopimuksia.')).toBeInTheDocument();
    const before = server.requests.filter((request) => request.path === apiBase).length;
    await user.click(screen.getByRole('radio', { name: 'Allekirjoitettu' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=signed'));
    await waitFor(() =>
      expect(server.requests.filter((request) => request.path === apiBase).length).toBe(before + 1),
    );
  });

  it('keeps contracts from agents (they carry wages)', async () => {
    const { router } = renderApp(listPath, { me: buildMe('agent') });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(listPath));
  });
});
