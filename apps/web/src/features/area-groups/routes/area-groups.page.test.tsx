import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const slow = { timeout: 5000 };
const groupId = '50000000-0000-4000-8000-000000000001';
const areaId = '30000000-0000-4000-8000-000000000001';
const otherAreaId = '30000000-0000-4000-8000-000000000002';

const pirkanmaa = {
  id: groupId,
  name: 'Pirkanmaa',
  accounts: [{ id: accountIds.first, name: 'Hoivakoti 1' }],
  areas: [{ id: areaId, name: 'Kuntoutuskoti Näsikallio', accountId: accountIds.first, city: 'Tampere' }],
};

const accountAreas = {
  items: [
    {
      id: otherAreaId,
      accountId: accountIds.first,
      name: 'Palvelutalo Hervannan Helmi',
      categories: [],
      contact: null,
      contactEmails: [],
      confirmationEmails: [],
      confirmationSameAsContact: false,
      absenceInfo: null,
      locationDetails: null,
      contract: null,
      contractId: null,
      contractName: null,
      poolId: null,
      poolName: null,
      streetAddress: null,
      city: 'Tampere',
      postcode: null,
      region: null,
      latitude: null,
      longitude: null,
      locationPrecision: null,
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
    },
  ],
  total: 1,
};

describe('area groups page', () => {
  it('lists the groups with their accounts and areas, and adds an area to an existing group by its name', async () => {
    const { server, user } = renderApp('/apps/hr/area-groups', {
      me: buildMe('organization-admin'),
      handlers: {
        'GET /api/area-groups': () => ({ body: { items: [pirkanmaa] } }),
        [`GET /api/accounts/${accountIds.first}/areas`]: () => ({ body: accountAreas }),
        [`PUT /api/area-groups/${groupId}/members`]: () => ({
          body: {
            ...pirkanmaa,
            areas: [
              ...pirkanmaa.areas,
              {
                id: otherAreaId,
                name: 'Palvelutalo Hervannan Helmi',
                accountId: accountIds.first,
                city: 'Tampere',
              },
            ],
          },
        }),
      },
    });

    const group = await screen.findByRole('region', { name: 'Pirkanmaa' }, slow);
    // The account among the group's accounts, and as the account of its area.
    expect(within(group).getAllByText('Hoivakoti 1')).toHaveLength(2);
    expect(within(group).getByRole('table', { name: 'Ryhmän Pirkanmaa alueet' })).toHaveTextContent(
      'Kuntoutuskoti Näsikallio',
    );

    await user.type(screen.getByRole('combobox', { name: 'Ryhmän nimi' }), 'pirkanmaa');
    await user.click(screen.getByRole('combobox', { name: 'Alue' }));
    await user.click(await screen.findByRole('option', { name: 'Palvelutalo Hervannan Helmi (Tampere)' }));
    await user.click(screen.getByRole('button', { name: 'Lisää ryhmään' }));

    expect(await screen.findByText('Alue lisätty ryhmään Pirkanmaa')).toBeInTheDocument();
    const put = server.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/area-groups/${groupId}/members`);
    expect(put?.body).toEqual({ groupName: 'pirkanmaa', accountId: accountIds.first, areaId: otherAreaId });
  });

  it('removes an area from a group after confirming, and Undo adds it back', async () => {
    const { server, user } = renderApp('/apps/hr/area-groups', {
      me: buildMe('super-admin'),
      handlers: {
        'GET /api/area-groups': () => ({ body: { items: [pirkanmaa] } }),
        [`GET /api/accounts/${accountIds.first}/areas`]: () => ({ body: accountAreas }),
        [`DELETE /api/area-groups/${groupId}/members`]: () => ({ body: { group: null } }),
        [`PUT /api/area-groups/${groupId}/members`]: () => ({ body: pirkanmaa }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Poista Kuntoutuskoti Näsikallio ryhmästä Pirkanmaa' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko alue ryhmästä?' });
    expect(dialog).toHaveTextContent('Kuntoutuskoti Näsikallio poistetaan ryhmästä Pirkanmaa.');
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Poista ryhmästä' }));

    expect(
      await screen.findByText('Ryhmän Pirkanmaa viimeinen alue poistettiin, joten ryhmä poistettiin'),
    ).toBeInTheDocument();
    expect(server.fetch.mock.calls.map(([input]) => String(input))).toContain(
      `/api/area-groups/${groupId}/members?accountId=${accountIds.first}&areaId=${areaId}`,
    );
    await user.click(screen.getByRole('button', { name: 'Kumoa' }));
    expect(
      await screen.findByText('Kuntoutuskoti Näsikallio palautettu ryhmään Pirkanmaa'),
    ).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      groupName: 'Pirkanmaa',
      accountId: accountIds.first,
      areaId,
    });
  });

  it('keeps the area when the removal is cancelled', async () => {
    const { server, user } = renderApp('/apps/hr/area-groups', {
      me: buildMe('super-admin'),
      handlers: {
        'GET /api/area-groups': () => ({ body: { items: [pirkanmaa] } }),
        [`GET /api/accounts/${accountIds.first}/areas`]: () => ({ body: accountAreas }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Poista Kuntoutuskoti Näsikallio ryhmästä Pirkanmaa' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko alue ryhmästä?' });
    await user.click(within(dialog).getByRole('button', { name: 'Peruuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('is not for admins (they may not manage area groups)', async () => {
    const { router } = renderApp('/apps/hr/area-groups', { me: buildMe('admin') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/error/not-authorized'));
  });
});
