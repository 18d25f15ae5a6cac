import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';
import { api, areaId, baseHandlers, createUrl, gig, gigId, wait } from './gig-edit-test-data';

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
