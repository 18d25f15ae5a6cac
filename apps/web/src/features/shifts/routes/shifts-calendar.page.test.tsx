import type { AssignmentWarnings, CalendarShift, CalendarShifts, ShiftDetail } from '@portal/domain/shifts';
import { encodeCalendarShifts } from '@portal/domain/shifts';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildShiftDetail, noShiftPermissions } from '@/testing/build-shift-detail';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const shiftId = '50000000-0000-4000-8000-000000000001';
const areaId = '30000000-0000-4000-8000-000000000001';
const base = `/api/accounts/${accountIds.first}/shifts`;
const workers = {
  liisa: {
    id: '40000000-0000-4000-8000-000000000001',
    fullName: 'Liisa Lähihoitaja',
    profession: 'lähihoitaja',
    mobile: '+358401234567',
  },
  olli: {
    id: '40000000-0000-4000-8000-000000000002',
    fullName: 'Olli Odottaja',
    profession: 'sairaanhoitaja',
    mobile: null,
  },
};

const noPermissions = noShiftPermissions;

function buildShift(overrides: Partial<ShiftDetail> = {}): ShiftDetail {
  return buildShiftDetail({
    id: shiftId,
    gigTitle: 'Aamuvuorot',
    area: {
      id: areaId,
      name: 'Hervannan palvelukoti',
      streetAddress: 'Insinöörinkatu 1',
      postcode: '33720',
      city: 'Tampere',
    },
    roleType: 'lähihoitaja',
    history: [
      {
        state: 'created',
        date: '2026-11-20T08:00:00.000Z',
        processer: 'user-agent',
        processerName: 'Antti Agentti',
        content: '',
      },
    ],
    permissions: { ...noPermissions, canUpdate: true, canAssign: true, canBoost: true, canInvite: true },
    ...overrides,
  });
}

const calendarAreas = [{ id: areaId, name: 'Hervannan palvelukoti' }];

function calendarShift(overrides: Partial<CalendarShift> = {}): CalendarShift {
  return {
    id: shiftId,
    areaId,
    title: 'Aamuvuoro',
    startsAt: '2026-11-23T05:00:00.000Z',
    endsAt: '2026-11-23T13:00:00.000Z',
    displayState: 'Open',
    assigneeName: null,
    reservationCount: 0,
    boosted: false,
    ...overrides,
  };
}

function renderCalendar(
  path: string,
  handlers: Record<string, FakeHandler> = {},
  options: { shift?: ShiftDetail; calendar?: CalendarShifts; role?: 'agent' | 'customer' } = {},
) {
  return renderApp(path, {
    me: buildMe(options.role ?? 'agent'),
    handlers: {
      [`GET ${base}/calendar`]: () => ({
        // The server answers compact rows; the fake speaks the same wire format.
        body: encodeCalendarShifts(
          options.calendar ?? { items: [calendarShift()], truncated: false, areas: calendarAreas },
        ),
      }),
      [`GET ${base}/${shiftId}`]: () => ({ body: options.shift ?? buildShift() }),
      [`GET /api/accounts/${accountIds.first}/areas`]: () => ({
        body: { items: [], total: 0 },
      }),
      [`GET /api/accounts/${accountIds.first}/workers/search`]: () => ({
        body: { items: [{ ...workers.liisa, email: 'liisa@test.example' }] },
      }),
      ...handlers,
    },
  });
}

const calendarPath = '/apps/shifts-&-gigs/shifts-calendar';

/** The page (and FullCalendar) load lazily: the first render of a file takes a moment. */
const findDrawer = () => screen.findByRole('dialog', { name: 'Aamuvuoro' }, { timeout: 5000 });
const drawerPath = `${calendarPath}?date=2026-11-01&shift=${shiftId}`;

// FullCalendar renders a whole month per test: slower than a form on a busy machine.
describe('shifts calendar page', () => {
  it('asks for the visible range and shows each shift with its state in words', async () => {
    const { server } = renderCalendar(
      `${calendarPath}?date=2026-11-01`,
      {},
      {
        calendar: {
          items: [
            calendarShift(),
            calendarShift({
              id: '50000000-0000-4000-8000-000000000002',
              title: 'Iltavuoro',
              displayState: 'Verified',
              assigneeName: 'Liisa Lähihoitaja',
              startsAt: '2026-11-24T14:00:00.000Z',
              endsAt: '2026-11-24T20:00:00.000Z',
            }),
            calendarShift({
              id: '50000000-0000-4000-8000-000000000003',
              title: 'Yövuoro',
              displayState: 'Booked',
              reservationCount: 2,
              startsAt: '2026-11-25T19:00:00.000Z',
              endsAt: '2026-11-26T05:00:00.000Z',
            }),
          ],
          areas: calendarAreas,
          truncated: false,
        },
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vuorokalenteri' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Aamuvuoro/)).toBeInTheDocument();
    const evening = await screen.findByText(/Iltavuoro/);
    expect(evening.closest('div')).toHaveTextContent('Varattu 16:00–22:00 Iltavuoro');
    expect(evening.closest('div')).toHaveTextContent('Liisa Lähihoitaja');
    // The area is named once in the answer and still shows on each of its shifts.
    expect(evening.closest('div')).toHaveAttribute(
      'title',
      'Varattu: Iltavuoro, 16:00–22:00, Hervannan palvelukoti',
    );
    // Workers' requests show only while nobody is booked.
    expect(evening.closest('div')).not.toHaveTextContent('pyyntö');
    const night = await screen.findByText(/Yövuoro/);
    expect(night.closest('div')).toHaveTextContent('ei työntekijää · 2 pyyntöä');
    const request = server.fetch.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('/calendar'));
    // The month view asks for November itself, Helsinki midnights, not the padding days of its grid.
    expect(request).toContain(`from=${encodeURIComponent('2026-10-31T22:00:00.000Z')}`);
    expect(request).toContain(`to=${encodeURIComponent('2026-11-30T22:00:00.000Z')}`);
    // The toolbar's buttons are named by the words they show.
    for (const name of ['Tänään', 'Edellinen', 'Seuraava']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    for (const name of ['Kuukausi', 'Viikko', 'Päivä', 'Lista']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    // The legend names every state.
    const legend = screen.getByRole('region', { name: /Vuorojen tilat/ });
    expect(legend).toHaveTextContent('Avoin');
    expect(legend).toHaveTextContent('Vanhentunut');
  });

  it('a full day draws four shifts and a "+N more" link that lists all of them', async () => {
    // Six shifts on 10.11. (Helsinki), one hour apart; the last one is the shift the drawer knows.
    const ids = [1, 2, 3, 4, 5, 6].map((n) => `50000000-0000-4000-8000-00000000010${n}`);
    const items = ids.map((id, index) =>
      calendarShift({
        id: index === 5 ? shiftId : id,
        title: `Vuoro ${index + 1}`,
        startsAt: `2026-11-10T0${index + 1}:00:00.000Z`,
        endsAt: `2026-11-10T1${index + 1}:00:00.000Z`,
      }),
    );
    const { user, router } = renderCalendar(
      `${calendarPath}?date=2026-11-01`,
      {},
      { calendar: { items, areas: calendarAreas, truncated: false } },
    );
    expect(await screen.findByText(/Vuoro 1/, {}, { timeout: 5000 })).toBeInTheDocument();
    for (const drawn of ['Vuoro 2', 'Vuoro 3', 'Vuoro 4']) {
      expect(screen.getByText(new RegExp(drawn))).toBeInTheDocument();
    }
    expect(screen.queryByText(/Vuoro 5/)).not.toBeInTheDocument();
    const more = screen.getByText('+2 lisää');
    expect(more).toHaveAttribute('title', 'Näytä päivän 10.11.2026 kaikki 6 vuoroa');

    await user.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Vuorot 10.11.2026' });
    expect(within(dialog).getByText('6 vuoroa')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: /08:00–18:00 Vuoro 6/ })).toHaveTextContent(
      'Hervannan palvelukoti · ei työntekijää',
    );

    await user.click(within(dialog).getByRole('button', { name: /Vuoro 6/ }));
    expect(await findDrawer()).toBeInTheDocument();
    expect(router.state.location.search).toContain(`shift=${shiftId}`);
  });

  it('"open the day view" in a day\'s list moves the calendar to that day', async () => {
    const items = [1, 2, 3, 4, 5].map((n) =>
      calendarShift({
        id: `50000000-0000-4000-8000-00000000020${n}`,
        title: `Vuoro ${n}`,
        startsAt: `2026-11-12T0${n}:00:00.000Z`,
        endsAt: `2026-11-12T1${n}:00:00.000Z`,
      }),
    );
    const { user, router } = renderCalendar(
      `${calendarPath}?date=2026-11-01`,
      {},
      { calendar: { items, areas: calendarAreas, truncated: false } },
    );
    await user.click(await screen.findByText('+1 lisää', {}, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuorot 12.11.2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Avaa päivänäkymä' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=day'));
    expect(router.state.location.search).toContain('date=2026-11-12');
    expect(screen.queryByRole('dialog', { name: 'Vuorot 12.11.2026' })).not.toBeInTheDocument();
    // The day view draws every shift of the day.
    expect(await screen.findByText(/Vuoro 5/)).toBeInTheDocument();
  });

  it('in English too, the toolbar buttons are named by the words they show (not FullCalendar\'s "This Month")', async () => {
    await i18next.changeLanguage('en');
    renderCalendar(`${calendarPath}?date=2026-11-01`);
    expect(await screen.findByRole('button', { name: 'Today' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Month' })).toBeInTheDocument();
  });

  it('says when more shifts exist than the calendar shows', async () => {
    renderCalendar(
      calendarPath,
      {},
      { calendar: { items: [calendarShift()], truncated: true, areas: calendarAreas } },
    );
    expect(
      await screen.findByText(/vain ensimmäiset 1500 näytetään/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('clicking a shift opens its detail in the drawer and keeps it in the address', async () => {
    const { user, router } = renderCalendar(`${calendarPath}?date=2026-11-01`);
    await user.click(await screen.findByText(/Aamuvuoro/, {}, { timeout: 5000 }));
    const drawer = await findDrawer();
    expect(within(drawer).getByText('Hervannan palvelukoti')).toBeInTheDocument();
    expect(within(drawer).getByText('23.11.2026 07:00–15:00')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`shift=${shiftId}`);
  });
});

describe('shift detail drawer', () => {
  it('shows the warnings before the booking is saved, then books the worker', async () => {
    let assigned = false;
    const booked = buildShift({
      status: 'booked',
      displayState: 'Verified',
      assignee: workers.liisa,
      permissions: { ...noPermissions, canCancelBooking: true },
    });
    const warnings: AssignmentWarnings = {
      worker: workers.liisa,
      warnings: [
        {
          code: 'SAME_DAY_SHIFT',
          shifts: [
            {
              id: '50000000-0000-4000-8000-000000000009',
              title: 'Iltavuoro',
              areaName: 'Nokian kotihoito',
              startsAt: '2026-11-23T14:00:00.000Z',
              endsAt: '2026-11-23T20:00:00.000Z',
            },
          ],
        },
        { code: 'SHIFT_ENDS_NEXT_DAY' },
      ],
    };
    const { user, server } = renderCalendar(drawerPath, {
      [`GET ${base}/${shiftId}/assignment-warnings`]: () => ({ body: warnings }),
      [`GET ${base}/${shiftId}`]: () => ({ body: assigned ? booked : buildShift() }),
      [`POST ${base}/${shiftId}/assignment`]: () => {
        assigned = true;
        return { body: booked };
      },
    });
    const drawer = await findDrawer();
    await user.type(within(drawer).getByRole('textbox', { name: 'Hae työntekijää' }), 'li');
    await user.click(await screen.findByRole('option', { name: /Liisa Lähihoitaja/ }));

    expect(
      await within(drawer).findByText('Työntekijällä on toinen vuoro samana päivänä'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('Vuoro päättyy seuraavana päivänä')).toBeInTheDocument();
    expect(
      within(drawer).getByText(/23\.11\.2026 16:00–22:00 Iltavuoro, Nokian kotihoito/),
    ).toBeInTheDocument();
    expect(assigned).toBe(false);

    await user.click(within(drawer).getByRole('button', { name: 'Varaa Liisa Lähihoitaja' }));
    expect(await screen.findByText('Liisa Lähihoitaja varattu vuoroon')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      workerId: workers.liisa.id,
    });
    expect(await within(drawer).findByRole('button', { name: 'Peru varaus' })).toBeInTheDocument();
  });

  it('tells the user when someone else booked the shift first', async () => {
    const { user } = renderCalendar(drawerPath, {
      [`GET ${base}/${shiftId}/assignment-warnings`]: () => ({
        body: { worker: workers.liisa, warnings: [] },
      }),
      [`POST ${base}/${shiftId}/assignment`]: () => ({ status: 409, body: { code: 'SHIFT_TAKEN' } }),
    });
    const drawer = await findDrawer();
    await user.type(within(drawer).getByRole('textbox', { name: 'Hae työntekijää' }), 'li');
    await user.click(await screen.findByRole('option', { name: /Liisa Lähihoitaja/ }));
    expect(await within(drawer).findByText('Ei varoituksia: työntekijän voi varata.')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Varaa Liisa Lähihoitaja' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Joku muu varasi vuoron juuri. Päivitä näkymä nähdäksesi tilanteen.',
    );
  });

  it('a worker who cannot take the role is refused before anything is saved', async () => {
    const { user, server } = renderCalendar(drawerPath, {
      [`GET ${base}/${shiftId}/assignment-warnings`]: () => ({
        status: 422,
        body: { code: 'WORKER_ROLE_MISMATCH' },
      }),
    });
    const drawer = await findDrawer();
    await user.type(within(drawer).getByRole('textbox', { name: 'Hae työntekijää' }), 'li');
    await user.click(await screen.findByRole('option', { name: /Liisa Lähihoitaja/ }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Työntekijän ammatti ei sovi vuoron tehtävään.',
    );
    expect(within(drawer).getByRole('button', { name: 'Varaa Liisa Lähihoitaja' })).toBeDisabled();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('accepts a reservation', async () => {
    const { user, server } = renderCalendar(
      drawerPath,
      {
        [`POST ${base}/${shiftId}/reservations/${workers.olli.id}/accept`]: () => ({
          body: buildShift({
            status: 'booked',
            displayState: 'Verified',
            assignee: workers.olli,
            permissions: noPermissions,
          }),
        }),
      },
      {
        shift: buildShift({
          displayState: 'Booked',
          reservations: [workers.olli],
          permissions: { ...noPermissions, canAssign: true, canAcceptReservation: true },
        }),
      },
    );
    const drawer = await findDrawer();
    expect(within(drawer).getByRole('region', { name: 'Työvuoropyynnöt' })).toHaveTextContent(
      'Olli Odottaja',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Hyväksy Olli Odottaja' }));
    expect(await screen.findByText('Olli Odottaja varattu vuoroon')).toBeInTheDocument();
    expect(server.requests.some((request) => request.path.endsWith('/accept'))).toBe(true);
  });

  it("names the role and the workers' professions in the UI language", async () => {
    await i18next.changeLanguage('en');
    renderCalendar(
      drawerPath,
      {},
      {
        shift: buildShift({
          status: 'booked',
          displayState: 'Booked',
          assignee: workers.liisa,
          reservations: [workers.olli],
          permissions: noPermissions,
        }),
      },
    );
    const drawer = await findDrawer();
    expect(within(drawer).getByText('Practical nurse')).toBeInTheDocument();
    expect(within(drawer).getByText(/Liisa Lähihoitaja \(Practical nurse\)/)).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Shift requests' })).toHaveTextContent(
      'Olli Odottaja (Registered nurse)',
    );
  });

  it('cancels a booking with a reason; “other” needs a note', async () => {
    const { user, server } = renderCalendar(
      drawerPath,
      {
        [`POST ${base}/${shiftId}/cancellation`]: () => ({
          body: buildShift({ cancelReason: 'other', cancelNote: 'Sairastui', permissions: noPermissions }),
        }),
      },
      {
        shift: buildShift({
          status: 'booked',
          displayState: 'Verified',
          assignee: workers.liisa,
          permissions: { ...noPermissions, canCancelBooking: true },
        }),
      },
    );
    const drawer = await findDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Peru varaus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Peru varaus' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Syy' }));
    await user.click(await screen.findByRole('option', { name: 'Muu syy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Peru varaus' }));
    expect(await within(dialog).findByText('Kerro syy, kun valitset ”Muu syy”.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Lisätieto/ }), 'Sairastui');
    await user.click(within(dialog).getByRole('button', { name: 'Peru varaus' }));
    expect(await screen.findByText('Varaus peruttu')).toBeInTheDocument();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'other',
      note: 'Sairastui',
    });
  });

  it('boosts a shift and shows the history in words', async () => {
    let current = buildShift();
    const { user, server } = renderCalendar(drawerPath, {
      [`GET ${base}/${shiftId}`]: () => ({ body: current }),
      [`PUT ${base}/${shiftId}/boost`]: () => {
        current = buildShift({
          boosted: true,
          boostType: 'quick',
          boostValue: 15,
          history: [
            ...buildShift().history,
            {
              state: 'boosted',
              date: '2026-11-22T10:00:00.000Z',
              processer: 'user-agent',
              processerName: 'Antti Agentti',
              content: 'quick 15',
            },
          ],
        });
        return { body: current };
      },
    });
    const drawer = await findDrawer();
    await user.click(within(drawer).getByRole('radio', { name: 'Pikamaksu' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Summa (€)' }), '15');
    await user.click(within(drawer).getByRole('button', { name: 'Lisää korotus' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'PUT')?.body).toEqual({
        boostType: 'quick',
        boostValue: 15,
      }),
    );
    const history = await within(drawer).findByRole('list', { name: 'Vuoron historia' });
    await waitFor(() => expect(history).toHaveTextContent('Korotettu'));
    expect(history).toHaveTextContent('22.11.2026 12:00 Korotettu – Antti Agentti (Pikamaksu 15 €)');
    expect(history).toHaveTextContent('20.11.2026 10:00 Luotu – Antti Agentti');
  });

  it('a customer sees the shift with editing as the only action', async () => {
    renderCalendar(
      drawerPath,
      {},
      { role: 'customer', shift: buildShift({ permissions: { ...noPermissions, canUpdate: true } }) },
    );
    const drawer = await findDrawer();
    expect(within(drawer).getByRole('button', { name: 'Muokkaa aikaa' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox', { name: 'Hae työntekijää' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Lisää korotus' })).toBeNull();
  });
});
