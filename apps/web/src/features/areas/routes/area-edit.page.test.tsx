import { defaultAbsenceInfo } from '@portal/domain/areas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import { buildArea } from '../testing/build-area';

const accountPath = `/api/accounts/${accountIds.first}`;
const areasPath = `${accountPath}/areas`;
const slow = { timeout: 5000 };

const formHandlers: Record<string, FakeHandler> = {
  [`GET ${areasPath}/pool-options`]: () => ({
    body: { items: [{ id: '40000000-0000-4000-8000-000000000001', name: 'Oletusrengas', isDefault: true }] },
  }),
  [`GET ${areasPath}`]: () => ({ body: { items: [], total: 0 } }),
};

describe('area form page', () => {
  it('creates an area from a street address: e-mail chips, fetched coordinates, precision and map', async () => {
    const { router, server, user } = renderApp('/apps/hr/areas-management/create', {
      me: buildMe('agent'),
      handlers: {
        ...formHandlers,
        [`POST ${accountPath}/geocode`]: () => ({
          body: {
            latitude: 61.49911,
            longitude: 23.78712,
            precision: 'postcode',
            city: 'Tampere',
            region: 'Pirkanmaa',
            postcode: '33100',
          },
        }),
        [`POST ${areasPath}`]: ({ body }) => ({ status: 201, body: buildArea(body as object) }),
      },
    });

    expect(await screen.findByLabelText('Poissaoloilmoitukset hoitajalle', undefined, slow)).toHaveValue(
      defaultAbsenceInfo,
    );
    await user.type(screen.getByLabelText('Toimipaikan nimi'), 'Kuntoutuskoti Näsikallio');

    const contactEmails = screen.getByLabelText('Yhteyshenkilön sähköpostit');
    await user.type(contactEmails, 'ei-osoite{Enter}');
    expect(screen.getByText('Anna kelvollinen sähköpostiosoite')).toBeInTheDocument();
    expect(contactEmails).toHaveValue('ei-osoite');
    await user.clear(contactEmails);
    await user.type(contactEmails, 'nasikallio@hoiva.fi{Enter}');
    expect(contactEmails).toHaveValue('');
    const chips = screen.getByRole('list', { name: 'Lisätyt osoitteet: Yhteyshenkilön sähköpostit' });
    expect(within(chips).getByText('nasikallio@hoiva.fi')).toBeInTheDocument();
    await user.type(contactEmails, 'johto@hoiva.fi{Enter}');
    await user.click(within(chips).getByRole('button', { name: 'Poista johto@hoiva.fi' }));
    expect(within(chips).queryByText('johto@hoiva.fi')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Sama kuin yhteyshenkilön sähköpostit'));

    await user.type(screen.getByLabelText('Katuosoite'), 'Hämeenkatu 10, 33100 Tampere');
    await user.click(screen.getByRole('button', { name: 'Hae GPS-koordinaatit' }));
    expect(
      await screen.findByText('Sijainnin tarkkuus: postinumeroalue (postitoimipaikan keskusta)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Kaupunki')).toHaveValue('Tampere');
    expect(screen.getByLabelText('Postinumero')).toHaveValue('33100');
    expect(screen.getByRole('combobox', { name: 'Maakunta' })).toHaveValue('Pirkanmaa');
    expect(screen.getByText('Koordinaatit: 61.49911, 23.78712')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Kartta alueen sijainnista 61.49911, 23.78712' }),
    ).toBeInTheDocument();
    expect(server.requests.find((request) => request.path.endsWith('/geocode'))?.body).toEqual({
      streetAddress: 'Hämeenkatu 10, 33100 Tampere',
    });

    await user.click(screen.getByRole('button', { name: 'Luo alue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/areas-management/list'));
    expect(
      server.requests.find((request) => request.method === 'POST' && request.path === areasPath)?.body,
    ).toMatchObject({
      name: 'Kuntoutuskoti Näsikallio',
      contactEmails: ['nasikallio@hoiva.fi'],
      confirmationSameAsContact: true,
      confirmationEmails: ['nasikallio@hoiva.fi'],
      absenceInfo: defaultAbsenceInfo,
      streetAddress: 'Hämeenkatu 10, 33100 Tampere',
      city: 'Tampere',
      postcode: '33100',
      region: 'Pirkanmaa',
      latitude: 61.49911,
      longitude: 23.78712,
      locationPrecision: 'postcode',
    });
    expect(await screen.findByText('Alue luotu')).toBeInTheDocument();
  });

  it("says the spec's message when the location cannot be fetched, and keeps what was typed", async () => {
    const { server, user } = renderApp('/apps/hr/areas-management/create', {
      me: buildMe('admin'),
      handlers: {
        ...formHandlers,
        [`POST ${accountPath}/geocode`]: () => ({ status: 422, body: { code: 'GEOCODING_FAILED' } }),
      },
    });
    const street = await screen.findByLabelText('Katuosoite', undefined, slow);
    await user.click(screen.getByRole('button', { name: 'Hae GPS-koordinaatit' }));
    expect(screen.getByText('Anna katuosoite ennen koordinaattien hakua')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith('/geocode'))).toBe(false);

    await user.type(street, 'Olematon tie 1, 12345');
    await user.click(screen.getByRole('button', { name: 'Hae GPS-koordinaatit' }));
    expect(
      (await screen.findAllByText('Sijaintia ei voitu hakea. Tarkista kadun osoite.')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(street).toHaveValue('Olematon tie 1, 12345');
    expect(screen.getByLabelText('Leveysaste')).toHaveValue('');
  });

  it('fills city and region from a typed postcode, and refuses an unfinished name and a bad e-mail left in the input', async () => {
    const { server, user } = renderApp('/apps/hr/areas-management/create', {
      me: buildMe('admin'),
      handlers: {
        ...formHandlers,
        [`GET ${accountPath}/geocode/postcodes/96100`]: () => ({
          body: { postcode: '96100', postOffice: 'Rovaniemi', municipality: 'Rovaniemi', region: 'Lappi' },
        }),
      },
    });
    await user.type(await screen.findByLabelText('Postinumero', undefined, slow), '96100');
    await waitFor(() => expect(screen.getByLabelText('Kaupunki')).toHaveValue('Rovaniemi'));
    expect(screen.getByRole('combobox', { name: 'Maakunta' })).toHaveValue('Lappi');

    await user.type(screen.getByLabelText('Vahvistussähköpostit'), 'puolikas@');
    await user.click(screen.getByRole('button', { name: 'Luo alue' }));
    expect(screen.getByText('Anna kelvollinen sähköpostiosoite')).toBeInTheDocument();
    expect(screen.getByLabelText('Vahvistussähköpostit')).toHaveValue('puolikas@');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('saves an existing area with the version it loaded, and deletes it after confirming', async () => {
    const area = buildArea();
    const { router, server, user } = renderApp(`/apps/hr/areas-management/create/${area.id}`, {
      me: buildMe('admin'),
      handlers: {
        ...formHandlers,
        [`GET ${areasPath}/${area.id}`]: () => ({ body: area }),
        [`PUT ${areasPath}/${area.id}`]: ({ body }) => ({ body: { ...area, ...(body as object) } }),
        [`DELETE ${areasPath}/${area.id}`]: () => ({ status: 409, body: { code: 'AREA_HAS_BOOKED_SHIFTS' } }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Muokkaa aluetta: Palvelukoti Koivula' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('Sijainnin tarkkuus: katuosoite')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Poista alue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko alue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    // The one failure toast: what failed above why.
    expect(await screen.findByText('Virhe alueen poistamisessa')).toBeInTheDocument();
    expect(
      screen.getByText('Aluetta ei voi poistaa, koska sillä on varattuja tulevia vuoroja'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/apps/hr/areas-management/create/${area.id}`);

    const name = screen.getByLabelText('Toimipaikan nimi');
    await user.clear(name);
    await user.type(name, 'Palvelukoti Koivula II');
    await user.click(screen.getByRole('button', { name: 'Tallenna muutokset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/areas-management/list'));
    expect(server.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      name: 'Palvelukoti Koivula II',
      contactEmails: ['koivula@hoiva.fi'],
      expectedUpdatedAt: area.updatedAt,
    });
  });

  it('tells the id of an area that cannot be found', async () => {
    const missing = '30000000-0000-4000-8000-00000000dead';
    renderApp(`/apps/hr/areas-management/create/${missing}`, {
      me: buildMe('agent'),
      handlers: {
        ...formHandlers,
        [`GET ${areasPath}/${missing}`]: () => ({
          status: 404,
          body: { code: 'NOT_FOUND', details: { id: missing } },
        }),
      },
    });
    expect(
      await screen.findByText(`Tietoa ei löytynyt, tunnus: ${missing}`, undefined, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeInTheDocument();
  });

  it('deletes an area and brings it back with Undo in the toast', async () => {
    const area = buildArea();
    const { router, server, user } = renderApp(`/apps/hr/areas-management/create/${area.id}`, {
      me: buildMe('agent'),
      handlers: {
        ...formHandlers,
        [`GET ${areasPath}/${area.id}`]: () => ({ body: area }),
        [`DELETE ${areasPath}/${area.id}`]: () => ({ body: { id: area.id, deletedAt: area.updatedAt } }),
        [`POST ${areasPath}/${area.id}/restore`]: () => ({ body: area }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Poista alue' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Poistetaanko alue?' });
    expect(dialog).toHaveTextContent('Voit perua poiston heti ilmoituksen Kumoa-painikkeella.');
    await user.click(within(dialog).getByRole('button', { name: 'Poista' }));
    expect(await screen.findByText('Alue poistettu')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/hr/areas-management/list'));

    await user.click(screen.getByRole('button', { name: 'Kumoa' }));
    expect(await screen.findByText('Alue Palvelukoti Koivula palautettu')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.endsWith('/restore'))).toHaveLength(1);
  });
});
