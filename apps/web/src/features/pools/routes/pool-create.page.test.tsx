import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const poolsPath = `/api/accounts/${accountIds.first}/pools`;
const newPoolId = '20000000-0000-4000-8000-000000000009';

describe('pool create page', () => {
  it('creates a pool and opens it for adding members', async () => {
    const { router, server, user } = renderApp('/apps/hr/pools/create', {
      me: buildMe('agent'),
      handlers: {
        [`GET ${poolsPath}/options`]: () => ({ body: { areas: [] } }),
        [`POST ${poolsPath}`]: ({ body }) => ({
          status: 201,
          body: {
            id: newPoolId,
            accountId: accountIds.first,
            ...(body as object),
            areas: [],
            members: [],
            createdAt: '2026-11-01T08:00:00.000Z',
            updatedAt: '2026-11-01T08:00:00.000Z',
          },
        }),
        [`GET ${poolsPath}/${newPoolId}`]: () => ({ status: 404, body: { code: 'NOT_FOUND' } }),
      },
    });

    expect(await screen.findByText('Voit lisätä jäseniä, kun pooli on luotu.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Luo pooli' }));
    expect(await screen.findByText('Tämä kenttä on pakollinen')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Nimi'), 'Nokian rengas');
    await user.click(screen.getByRole('button', { name: 'Luo pooli' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/hr/pools/edit/${newPoolId}`));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Nokian rengas',
      isDefault: false,
      areaIds: [],
    });
    expect(await screen.findByText('Pooli luotu')).toBeInTheDocument();
  });

  it('keeps the typed name when the server refuses, with the reason', async () => {
    const { user } = renderApp('/apps/hr/pools/create', {
      me: buildMe('admin'),
      handlers: {
        [`GET ${poolsPath}/options`]: () => ({ body: { areas: [] } }),
        [`POST ${poolsPath}`]: () => ({ status: 500, body: { code: 'INTERNAL' } }),
      },
    });
    await user.type(await screen.findByLabelText('Nimi'), 'Porin rengas');
    await user.click(screen.getByRole('button', { name: 'Luo pooli' }));
    expect(await screen.findByText('Poolin luominen epäonnistui')).toBeInTheDocument();
    expect(screen.getByText('Jokin meni vikaan, yritä uudelleen')).toBeInTheDocument();
    expect(screen.getByLabelText('Nimi')).toHaveValue('Porin rengas');
  });
});
