import type { Area } from '@portal/domain/areas';
import type { GigDetail } from '@portal/domain/gigs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const api = `/api/accounts/${accountIds.first}`;
const createUrl = '/apps/shifts-&-gigs/gigs-management/create';
const areaId = '30000000-0000-4000-8000-000000000001';
const gigId = '20000000-0000-4000-8000-000000000001';
const wait = { timeout: 5000 };

const area: Area = {
  id: areaId,
  accountId: accountIds.first,
  name: 'Koivukoti',
  categories: ['vanhustenhoito'],
  contact: 'Marja Leppänen',
  contactEmails: ['osasto@koivukoti.fi'],
  confirmationEmails: [],
  confirmationSameAsContact: false,
  absenceInfo: 'Soita vuorovastaavalle',
  locationDetails: 'B-rappu',
  contract: 'Puitesopimus',
  poolId: null,
  poolName: null,
  streetAddress: 'Munkkiniemen puistotie 14',
  city: 'Helsinki',
  postcode: '00330',
  region: 'Uusimaa',
  latitude: null,
  longitude: null,
  locationPrecision: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function gig(overrides: Partial<GigDetail> = {}): GigDetail {
  return {
    id: gigId,
    accountId: accountIds.first,
    areaId,
    areaName: 'Koivukoti',
    title: 'Yövuorot',
    status: 'published',
    label: 'open',
    roleType: 'lähihoitaja',
    availableShifts: 1,
    totalShifts: 2,
    startDate: '2026-12-01T19:00:00.000Z',
    endDate: '2026-12-03T05:00:00.000Z',
    boosted: false,
    boostType: null,
    boostValue: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    contract: null,
    clientEmails: ['osasto@koivukoti.fi'],
    contact: 'Marja Leppänen',
    absenceInfo: null,
    locationDetails: null,
    streetAddress: 'Munkkiniemen puistotie 14',
    city: 'Helsinki',
    postcode: '00330',
    region: 'Uusimaa',
    latitude: null,
    longitude: null,
    requirements: null,
    isPublished: true,
    publishedAt: '2026-11-20T08:00:00.000Z',
    declinedAt: null,
    declinedByName: null,
    createdByName: 'Aino Admin',
    updatedAt: '2026-11-20T08:00:00.000Z',
    shifts: [
      {
        id: '40000000-0000-4000-8000-000000000001',
        startsAt: '2026-12-01T19:00:00.000Z',
        endsAt: '2026-12-02T05:00:00.000Z',
        endsNextDay: true,
        status: 'booked',
        displayState: 'Verified',
        roleType: 'lähihoitaja',
        requirements: null,
        assignedTo: '50000000-0000-4000-8000-000000000001',
        assigneeName: 'Sanna Virtanen',
        reservationsCount: 0,
        isBooked: true,
        boosted: false,
        boostType: null,
        boostValue: null,
        updates: [
          {
            state: 'created',
            date: '2026-11-20T08:00:00.000Z',
            processer: 'x',
            processerName: 'Aino Admin',
            content: '',
          },
          {
            state: 'assigned',
            date: '2026-11-21T08:00:00.000Z',
            processer: 'x',
            processerName: 'Aino Admin',
            content: 'Sanna Virtanen',
          },
        ],
      },
      {
        id: '40000000-0000-4000-8000-000000000002',
        startsAt: '2026-12-02T19:00:00.000Z',
        endsAt: '2026-12-03T05:00:00.000Z',
        endsNextDay: true,
        status: 'open',
        displayState: 'Open',
        roleType: 'lähihoitaja',
        requirements: null,
        assignedTo: null,
        assigneeName: null,
        reservationsCount: 0,
        isBooked: false,
        boosted: false,
        boostType: null,
        boostValue: null,
        updates: [],
      },
    ],
    ...overrides,
  };
}

const baseHandlers = {
  [`GET ${api}/gig-templates`]: () => ({ body: { items: [] } }),
  [`GET ${api}/areas/suggestions`]: () => ({
    body: { items: [{ id: areaId, name: 'Koivukoti', city: 'Helsinki' }] },
  }),
  [`GET ${api}/areas/${areaId}`]: () => ({ body: area }),
};

async function addDate(user: ReturnType<typeof renderApp>['user'], day: string) {
  const editor = screen.getByRole('region', { name: 'Lisää vuoroja' });
  await user.type(within(editor).getByRole('textbox', { name: 'Päivä' }), day);
  await user.click(within(editor).getByRole('button', { name: 'Lisää päivä' }));
}

describe('gig create and edit page', () => {
  it('names every missing piece and sends nothing: area (spec text), title, shifts', async () => {
    const { user, server } = renderApp(createUrl, { me: buildMe('agent'), handlers: baseHandlers });
    await user.click(await screen.findByRole('button', { name: 'Tallenna luonnoksena' }, wait));
    expect(await screen.findByText('Lähipalvelualue vaaditaan.')).toBeInTheDocument();
    expect(screen.getByText('Tämä kenttä on pakollinen')).toBeInTheDocument();
    expect(screen.getByText('Lisää keikalle vähintään yksi vuoro.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('prefills from the picked area, adds night shifts on several dates at once and saves a draft', async () => {
    const { user, server, router } = renderApp(createUrl, {
      me: buildMe('agent'),
      handlers: {
        ...baseHandlers,
        [`POST ${api}/gigs`]: () => ({ status: 201, body: gig({ status: 'draft' }) }),
        [`GET ${api}/gigs/${gigId}`]: () => ({ body: gig({ status: 'draft' }) }),
      },
    });
    await user.type(await screen.findByRole('combobox', { name: /^Lähipalvelualue/ }, wait), 'Koi');
    // The suggestions follow the typed prefix; pick once the list for "Koi" has come.
    await waitFor(
      () =>
        expect(
          server.fetch.mock.calls.some(([input]) => String(input).includes('suggestions?prefix=Koi')),
        ).toBe(true),
      wait,
    );
    await user.click(await screen.findByRole('option', { name: 'Koivukoti (Helsinki)' }, wait));
    await waitFor(
      () => expect(screen.getByLabelText('Katuosoite')).toHaveValue('Munkkiniemen puistotie 14'),
      wait,
    );
    expect(screen.getByText('osasto@koivukoti.fi')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Otsikko/ }), 'Yövuorot');

    // Dates typed as Finns write them, times on the 24-hour clock.
    await addDate(user, '1.12.2026');
    await addDate(user, '02.12.2026');
    const editor = screen.getByRole('region', { name: 'Lisää vuoroja' });
    await user.click(within(editor).getByRole('spinbutton', { name: 'Alkaa, tunnit' }));
    await user.keyboard('2200');
    await user.click(within(editor).getByRole('spinbutton', { name: 'Päättyy, tunnit' }));
    await user.keyboard('0700');
    expect(within(editor).getByText('Päättyy seuraavana päivänä')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Lisää vuorot (2)' }));

    const table = screen.getByRole('table', { name: 'Vuorot' });
    expect(within(table).getAllByText('Päättyy seuraavana päivänä')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Tallenna luonnoksena' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${createUrl}/${gigId}`));
    const body = server.requests.find(
      (request) => request.method === 'POST' && request.path === `${api}/gigs`,
    )?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      areaId,
      title: 'Yövuorot',
      mode: 'draft',
      streetAddress: 'Munkkiniemen puistotie 14',
      clientEmails: ['osasto@koivukoti.fi'],
      shifts: [
        { startsAt: '2026-12-01T20:00:00.000Z', endsAt: '2026-12-02T05:00:00.000Z' },
        { startsAt: '2026-12-02T20:00:00.000Z', endsAt: '2026-12-03T05:00:00.000Z' },
      ],
    });
  });

  it('tells a customer that the order goes as a suggestion and offers no publishing or templates', async () => {
    renderApp(createUrl, { me: buildMe('customer'), handlers: baseHandlers });
    expect(await screen.findByText('Tilaus lähetetään ehdotuksena', {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lähetä tilaus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Julkaise' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tallenna pohjaksi' })).not.toBeInTheDocument();
  });

  it('shows each shift with its state, worker and history; a booked one is locked', async () => {
    const { user } = renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('agent'),
      handlers: { ...baseHandlers, [`GET ${api}/gigs/${gigId}`]: () => ({ body: gig() }) },
    });
    const table = await screen.findByRole('table', { name: 'Vuorot' }, wait);
    expect(within(table).getByText('Sanna Virtanen')).toBeInTheDocument();
    expect(within(table).getByText('Varattu')).toBeInTheDocument();
    const startHours = (shift: string) =>
      within(table).getByRole('spinbutton', { name: `Alkaa, ${shift}, tunnit` });
    expect(startHours('vuoro 01.12.2026 klo 21:00')).toBeDisabled();
    expect(startHours('vuoro 02.12.2026 klo 21:00')).toBeEnabled();
    expect(within(table).getByRole('textbox', { name: 'Päivä, vuoro 02.12.2026 klo 21:00' })).toHaveValue(
      '02.12.2026',
    );
    await user.click(within(table).getByRole('button', { name: 'Historia, vuoro 01.12.2026 klo 21:00' }));
    const history = within(table).getByRole('list', { name: 'Historia, vuoro 01.12.2026 klo 21:00' });
    expect(history).toHaveTextContent('Työntekijä varattu – Aino Admin');
  });

  it('shows the spec message when deleting a gig with a booked shift is refused', async () => {
    const { user } = renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('admin'),
      handlers: {
        ...baseHandlers,
        [`GET ${api}/gigs/${gigId}`]: () => ({ body: gig() }),
        [`DELETE ${api}/gigs/${gigId}`]: () => ({ status: 409, body: { code: 'GIG_HAS_BOOKED_SHIFTS' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista keikka' }, wait));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko keikka?' });
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    // Shown on the page (and in a toast), so the user reads why nothing was deleted.
    const refusal = await screen.findByRole('alert', { name: 'Keikan poistaminen epäonnistui' }, wait);
    expect(refusal).toHaveTextContent('Keikkaa ei voi poistaa, koska siinä on varattuja vuoroja');
  });

  it('deletes a gig and brings it back with Undo in the toast', async () => {
    const { router, server, user } = renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('admin'),
      handlers: {
        ...baseHandlers,
        [`GET ${api}/gigs/${gigId}`]: () => ({ body: gig() }),
        [`DELETE ${api}/gigs/${gigId}`]: () => ({
          body: { id: gigId, deletedAt: '2026-11-20T10:00:00.000Z' },
        }),
        [`POST ${api}/gigs/${gigId}/restore`]: () => ({ body: gig() }),
        [`GET ${api}/gigs`]: () => ({ body: { items: [], total: 0 } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista keikka' }, wait));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Keikka poistettu', {}, wait)).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/apps/shifts-&-gigs/gigs-management/list'),
    );
    await user.click(screen.getByRole('button', { name: 'Kumoa' }));
    expect(await screen.findByText(`Keikka ${gig().title} palautettu`, {}, wait)).toBeInTheDocument();
    expect(server.requests.some((request) => request.path === `${api}/gigs/${gigId}/restore`)).toBe(true);
  });

  it('lets staff approve or decline a customer suggestion', async () => {
    const { user, server } = renderApp(`${createUrl}/${gigId}`, {
      me: buildMe('agent'),
      handlers: {
        ...baseHandlers,
        [`GET ${api}/gigs/${gigId}`]: () => ({
          body: gig({ status: 'suggestion', label: 'suggestion', isPublished: false }),
        }),
        [`POST ${api}/gigs/${gigId}/approve`]: () => ({ body: gig() }),
      },
    });
    expect(await screen.findByText('Asiakkaan tilaus odottaa hyväksyntää', {}, wait)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hylkää' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hyväksy ja julkaise' }));
    await waitFor(() =>
      expect(
        server.requests.find((request) => request.path === `${api}/gigs/${gigId}/approve`)?.body,
      ).toEqual({
        mode: 'publish',
      }),
    );
  });
});
