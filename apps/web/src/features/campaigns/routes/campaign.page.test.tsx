import type { Area } from '@portal/domain/areas';
import type { CampaignView } from '@portal/domain/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const campaignId = '60000000-0000-4000-8000-000000000001';
const areaId = '70000000-0000-4000-8000-000000000001';
const campaignsPath = `/api/accounts/${accountIds.first}/campaigns`;
const areasPath = `/api/accounts/${accountIds.first}/areas`;

const christmas: CampaignView = {
  id: campaignId,
  accountId: accountIds.first,
  name: 'Joulubonus',
  announcement: 'Jouluna 5,50 € lisää tunnilta',
  type: 'hourly-bonus',
  payValue: 550,
  priceValue: 700,
  startDate: '2026-12-20',
  endDate: '2026-12-26',
  applyForPastShifts: false,
  areas: [{ id: areaId, name: 'Koivula A' }],
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

const koivulaArea: Area = {
  id: areaId,
  accountId: accountIds.first,
  name: 'Koivula A',
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
};
const areas = { items: [koivulaArea], total: 1 };

function renderNew(post: FakeHandler = () => ({ status: 201, body: christmas })) {
  return renderApp('/apps/billing/campaigns/create', {
    me: buildMe('admin'),
    handlers: {
      [`GET ${areasPath}`]: () => ({ body: areas }),
      [`POST ${campaignsPath}`]: post,
      [`GET ${campaignsPath}/${campaignId}`]: () => ({ body: christmas }),
    },
  });
}

async function fillIn(user: ReturnType<typeof renderNew>['user'], labels: { [key: string]: RegExp }) {
  await user.type(await screen.findByLabelText(labels.name as RegExp), 'Joulubonus');
  await user.type(screen.getByLabelText(labels.pay as RegExp), '5,50');
  await user.click(screen.getByRole('checkbox', { name: labels.raises as RegExp }));
  await user.type(screen.getByLabelText(labels.price as RegExp), '7');
  await user.type(screen.getByLabelText(labels.start as RegExp), '20.12.2026');
  await user.type(screen.getByLabelText(labels.end as RegExp), '26.12.2026');
  await user.click(screen.getByLabelText(labels.areas as RegExp, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: 'Koivula A' }));
}

const finnish = {
  name: /Kampanjan nimi/,
  pay: /Palkan korotus/,
  raises: /Korottaa myös hintaa/,
  price: /Hinnan korotus/,
  start: /^Alkaa/,
  end: /^Päättyy/,
  areas: /Työalueet/,
};

describe('campaign page', () => {
  it('creates a campaign: euros with a decimal comma, the period, the areas', async () => {
    const { server, user } = renderNew();
    await fillIn(user, finnish);
    await user.click(screen.getByRole('button', { name: 'Luo kampanja' }));
    await waitFor(() => expect(server.requests.some((request) => request.method === 'POST')).toBe(true));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Joulubonus',
      announcement: null,
      type: 'hourly-bonus',
      payValue: 550,
      priceValue: 700,
      startDate: '2026-12-20',
      endDate: '2026-12-26',
      applyForPastShifts: false,
      areaIds: [areaId],
    });
    expect(await screen.findByText('Kampanja luotu')).toBeInTheDocument();
  }, 60_000);

  it('shows the overlap refusal in Finnish', async () => {
    const { user } = renderNew(() => ({ status: 409, body: { code: 'CAMPAIGN_OVERLAP' } }));
    await fillIn(user, finnish);
    await user.click(screen.getByRole('button', { name: 'Luo kampanja' }));
    expect((await screen.findAllByText('Annetulla ajalla on jo kampanja')).length).toBeGreaterThan(0);
  }, 60_000);

  it('shows the overlap refusal in English as the spec words it', async () => {
    await i18next.changeLanguage('en');
    const { user } = renderNew(() => ({ status: 409, body: { code: 'CAMPAIGN_OVERLAP' } }));
    await fillIn(user, {
      name: /Campaign name/,
      pay: /Pay raise/,
      raises: /Also raises the price/,
      price: /Price raise/,
      start: /^Starts/,
      end: /^Ends/,
      areas: /Work areas/,
    });
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect((await screen.findAllByText('There is a campaign in the given time')).length).toBeGreaterThan(0);
  }, 60_000);

  it('refuses an end before the start and no areas, and sends nothing', async () => {
    const { server, user } = renderNew();
    await user.type(await screen.findByLabelText(finnish.name), 'Joulubonus');
    await user.type(screen.getByLabelText(finnish.pay), '5');
    await user.type(screen.getByLabelText(finnish.start), '20.12.2026');
    await user.type(screen.getByLabelText(finnish.end), '19.12.2026');
    await user.click(screen.getByRole('button', { name: 'Luo kampanja' }));
    expect(
      await screen.findByText('Kampanjan on alettava viimeistään sen päättymispäivänä.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Valitse kampanjalle vähintään yksi työalue.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('deletes after the confirmation that says it cannot be undone', async () => {
    const { router, server, user } = renderApp(`/apps/billing/campaigns/create/${campaignId}`, {
      me: buildMe('admin'),
      handlers: {
        [`GET ${areasPath}`]: () => ({ body: areas }),
        [`GET ${campaignsPath}/${campaignId}`]: () => ({ body: christmas }),
        [`DELETE ${campaignsPath}/${campaignId}`]: () => ({
          body: { id: campaignId, deletedAt: '2026-11-22T10:00:00.000Z' },
        }),
        [`GET ${campaignsPath}`]: () => ({ body: { items: [], total: 0 } }),
        [`GET /api/accounts/${accountIds.first}/customer-contracts`]: () => ({
          body: { items: [], total: 0 },
        }),
      },
    });
    expect(await screen.findByLabelText(finnish.pay)).toHaveValue('5,50');
    await user.click(screen.getByRole('button', { name: 'Poista kampanja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko kampanja?' });
    expect(
      within(dialog).getByText('Kampanja Joulubonus poistetaan. Poistoa ei voi perua.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=campaigns'));
    expect(router.state.location.pathname).toBe('/apps/billing/contracts/list');
    expect(await screen.findByText('Kampanja poistettu')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('shows the customer its campaign read-only: no inputs, no buttons', async () => {
    renderApp(`/apps/billing/campaigns/create/${campaignId}`, {
      me: buildMe('customer'),
      handlers: {
        [`GET ${areasPath}`]: () => ({ body: areas }),
        [`GET ${campaignsPath}/${campaignId}`]: () => ({ body: christmas }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kampanja: Joulubonus' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('5,50 € / h')).toBeInTheDocument();
    expect(within(main).getByText('7,00 € / h')).toBeInTheDocument();
    expect(within(main).getByText('20.12.2026–26.12.2026')).toBeInTheDocument();
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(main).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('contracts list campaigns tab', () => {
  it('lists the campaigns under the agreements, the tab in the address', async () => {
    const { router, user } = renderApp('/apps/billing/contracts/list', {
      me: buildMe('customer'),
      handlers: {
        [`GET /api/accounts/${accountIds.first}/customer-contracts`]: () => ({
          body: { items: [], total: 0 },
        }),
        [`GET ${campaignsPath}`]: () => ({ body: { items: [christmas], total: 1 } }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Kampanjat' }));
    expect(router.state.location.search).toBe('?tab=campaigns');
    const table = await screen.findByRole('table', { name: 'Kampanjat' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'JoulubonusTuntilisä5,50\u00a0€ / h7,00\u00a0€ / h20.12.2026–26.12.2026Koivula AEi',
    );
    expect(screen.queryByRole('link', { name: 'Uusi kampanja' })).not.toBeInTheDocument();
  });
});
