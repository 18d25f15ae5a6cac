import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';
import {
  buildWorker,
  emptyActivity,
  poolIds,
  workerId,
  workerOptions,
  workersPath,
} from './workers-test-data';

function renderCreate(handlers: Record<string, FakeHandler> = {}) {
  return renderApp('/apps/hr/personels/create', {
    me: buildMe('admin'),
    handlers: {
      [`GET ${workersPath}/options`]: () => ({ body: workerOptions }),
      [`POST ${workersPath}/email-available`]: () => ({ body: { available: true } }),
      [`POST ${workersPath}`]: () => ({ status: 201, body: buildWorker() }),
      [`GET ${workersPath}/${workerId}`]: () => ({ body: buildWorker() }),
      [`GET ${workersPath}/${workerId}/activity`]: () => ({ body: emptyActivity }),
      ...handlers,
    },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('create a worker', () => {
  it('shows the translated checks on the fields, keeps what was typed and sends nothing', async () => {
    const { user, server } = renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Uusi työntekijä' });

    await user.type(field('Koko nimi'), 'Maija');
    await user.type(screen.getByRole('textbox', { name: 'Sähköposti' }), 'maija@example');
    await user.type(field('Matkapuhelin'), '040-12');
    await user.type(field('Syntymäpäivä'), '31.02.1980');
    await user.type(field('Käytettävissä asti'), '31.02.2027');
    await user.click(screen.getByRole('button', { name: 'Luo työntekijä' }));

    expect(await screen.findByText('Kirjoita sekä etu- että sukunimi')).toBeInTheDocument();
    expect(screen.getByText('Anna kelvollinen sähköpostiosoite')).toBeInTheDocument();
    expect(
      screen.getByText('Anna puhelinnumero, esim. 040 123 4567 tai +358 40 123 4567'),
    ).toBeInTheDocument();
    expect(screen.getByText('Anna syntymäpäivä muodossa PP.KK.VVVV')).toBeInTheDocument();
    expect(screen.getByText('Anna päivämäärä muodossa PP.KK.VVVV')).toBeInTheDocument();
    expect(screen.getByText('Tämä kenttä on pakollinen')).toBeInTheDocument();
    expect(field('Koko nimi')).toHaveValue('Maija');
    expect(field('Matkapuhelin')).toHaveValue('040-12');
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses an end date before the start date', async () => {
    const { user, server } = renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Uusi työntekijä' });
    await user.type(field('Koko nimi'), 'Maija Meikäläinen');
    await user.type(screen.getByRole('textbox', { name: 'Sähköposti' }), 'maija@example.fi');
    await user.type(field('Matkapuhelin'), '+358401234567');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ammatti' }), 'Lähihoitaja');
    await user.type(field('Käytettävissä alkaen'), '01.02.2027');
    await user.type(field('Käytettävissä asti'), '01.01.2027');
    await user.click(screen.getByRole('button', { name: 'Luo työntekijä' }));

    expect(await screen.findByText('Päättymispäivä ei voi olla ennen alkamispäivää')).toBeInTheDocument();
    expect(field('Käytettävissä asti')).toHaveValue('01.01.2027');
    expect(server.requests.some((request) => request.method === 'POST' && request.path === workersPath)).toBe(
      false,
    );
  });

  it('checks the e-mail first and shows "already in use" on the field without saving', async () => {
    const { user, server } = renderCreate({
      [`POST ${workersPath}/email-available`]: () => ({ body: { available: false } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Uusi työntekijä' });
    await user.type(field('Koko nimi'), 'Maija Meikäläinen');
    await user.type(screen.getByRole('textbox', { name: 'Sähköposti' }), 'Maija@Example.fi');
    await user.type(field('Matkapuhelin'), '+358401234567');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ammatti' }), 'Lähihoitaja');
    await user.click(screen.getByRole('button', { name: 'Luo työntekijä' }));

    expect(await screen.findByText('Sähköpostiosoite on jo käytössä')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sähköposti' })).toHaveValue('Maija@Example.fi');
    expect(server.requests.find((request) => request.path.endsWith('/email-available'))?.body).toEqual({
      email: 'maija@example.fi',
    });
    expect(server.requests.some((request) => request.method === 'POST' && request.path === workersPath)).toBe(
      false,
    );
  });

  it('shows EMAIL_IN_USE from the save on the e-mail field too (someone took it meanwhile)', async () => {
    const { user } = renderCreate({
      [`POST ${workersPath}`]: () => ({
        status: 409,
        body: { code: 'EMAIL_IN_USE', details: { field: 'email' } },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Uusi työntekijä' });
    await user.type(field('Koko nimi'), 'Maija Meikäläinen');
    await user.type(screen.getByRole('textbox', { name: 'Sähköposti' }), 'maija@example.fi');
    await user.type(field('Matkapuhelin'), '+358401234567');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ammatti' }), 'Lähihoitaja');
    await user.click(screen.getByRole('button', { name: 'Luo työntekijä' }));

    expect(await screen.findAllByText('Sähköpostiosoite on jo käytössä')).toHaveLength(2);
    expect(screen.getByText('Työntekijän luominen epäonnistui')).toBeInTheDocument();
    expect(field('Koko nimi')).toHaveValue('Maija Meikäläinen');
  });

  it('stores the birthday typed D.M.YYYY as YYYY-MM-DD and the mobile as typed in E.164, with the chosen pools, and opens the worker', async () => {
    const { user, server, router } = renderCreate();
    await screen.findByRole('heading', { level: 1, name: 'Uusi työntekijä' });
    await user.type(field('Koko nimi'), 'Maija  Meikäläinen');
    await user.type(screen.getByRole('textbox', { name: 'Sähköposti' }), 'maija.meikalainen@example.fi');
    await user.type(field('Matkapuhelin'), '040 123 4567');
    await user.type(field('Syntymäpäivä'), '7.5.1980');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ammatti' }), 'Lähihoitaja');
    await user.click(screen.getByRole('checkbox', { name: 'Tampereen rengas' }));
    await user.click(screen.getByRole('switch', { name: /^Vahvistettu/ }));
    await user.click(screen.getByRole('button', { name: 'Luo työntekijä' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/apps/hr/personels/edit/${workerId}`));
    expect(
      server.requests.find((request) => request.method === 'POST' && request.path === workersPath)?.body,
    ).toEqual({
      fullName: 'Maija  Meikäläinen',
      email: 'maija.meikalainen@example.fi',
      mobile: '+358401234567',
      birthday: '1980-05-07',
      locale: 'fi',
      residency: null,
      addressCity: null,
      addressRegion: null,
      profession: 'lähihoitaja',
      employmentType: null,
      status: 'accepted',
      confirmed: true,
      love: false,
      applicationSeeking: [],
      applicationStart: null,
      applicationEnd: null,
      poolIds: [poolIds.tampere],
    });
    expect(await screen.findByText('Työntekijä luotu')).toBeInTheDocument();
  });
});
