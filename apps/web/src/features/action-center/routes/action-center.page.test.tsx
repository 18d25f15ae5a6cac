import type { ActionCenterShift } from '@portal/domain/action-center';
import type { ShiftDetail } from '@portal/domain/shifts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { buildShiftDetail, noShiftPermissions } from '@/testing/build-shift-detail';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const base = `/api/accounts/${accountIds.first}`;
const page = '/apps/shifts-&-gigs/action-center';
const workerId = '50000000-0000-4000-8000-000000000001';
const otherWorkerId = '50000000-0000-4000-8000-000000000002';
const breakRule = { unpaidTime: 30, minHoursWithBreak: 6 };

function shiftOf(index: number, overrides: Partial<ActionCenterShift> = {}): ActionCenterShift {
  return {
    id: `60000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    accountId: accountIds.first,
    areaId: '40000000-0000-4000-8000-000000000001',
    areaName: 'Koivukoti',
    gigId: null,
    title: 'Aamuvuoro',
    roleType: 'lähihoitaja',
    status: 'booked',
    // 21.11.2026 08:00–16:00 in Helsinki.
    startsAt: '2026-11-21T06:00:00.000Z',
    endsAt: '2026-11-21T14:00:00.000Z',
    worker: { id: workerId, fullName: 'Tiina Tekijä' },
    reservations: [],
    boostType: null,
    boostValue: null,
    actualStartsAt: null,
    actualEndsAt: null,
    breakMinutes: null,
    kilometrikorvaus: null,
    workDayType: null,
    confirmedAt: null,
    inspectionSentAt: null,
    verifiedAt: null,
    ...overrides,
  };
}

const emptyPage = () => ({ body: { items: [], total: 0 } });

/** The shifts feature's answer to accepting a reservation: the shift, now booked for the worker. */
function bookedDetailOf(shift: ActionCenterShift, worker: { id: string; fullName: string }): ShiftDetail {
  return buildShiftDetail({
    id: shift.id,
    accountId: shift.accountId,
    title: shift.title,
    area: { id: shift.areaId, name: shift.areaName, streetAddress: null, postcode: null, city: null },
    startsAt: shift.startsAt,
    endsAt: shift.endsAt,
    roleType: shift.roleType,
    status: 'booked',
    displayState: 'Verified',
    assignee: { ...worker, profession: null, mobile: null },
    permissions: { ...noShiftPermissions, canUpdate: true, canCancelBooking: true, canBoost: true },
    updatedAt: shift.startsAt,
  });
}

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    [`GET ${base}/action-center/badge`]: () => ({ body: { openUnreservedFuture: 4 } }),
    [`GET ${base}/action-center/counts`]: () => ({
      body: { bookings: 0, completions: 0, 'quick-pay': 0, inspection: 0 },
    }),
    [`GET ${base}/action-center/bookings`]: emptyPage,
    [`GET ${base}/action-center/completions`]: () => ({ body: { items: [], total: 0, breakRule } }),
    [`GET ${base}/action-center/quick-pay`]: emptyPage,
    [`GET ${base}/action-center/inspection`]: emptyPage,
    ...overrides,
  };
}

describe('action center page', () => {
  it('shows staff the four tabs and confirms a worker who asked for a shift', async () => {
    const asked = shiftOf(1, {
      status: 'open',
      worker: null,
      startsAt: '2026-12-01T06:00:00.000Z',
      endsAt: '2026-12-01T14:00:00.000Z',
      reservations: [
        { id: workerId, fullName: 'Tiina Tekijä' },
        { id: otherWorkerId, fullName: 'Olli Osaaja' },
      ],
    });
    const { server, user } = renderApp(page, {
      me: buildMe('agent'),
      handlers: handlers({
        [`GET ${base}/action-center/bookings`]: () => ({ body: { items: [asked], total: 1 } }),
        [`POST ${base}/shifts/${asked.id}/reservations/${otherWorkerId}/accept`]: () => ({
          body: bookedDetailOf(asked, { id: otherWorkerId, fullName: 'Olli Osaaja' }),
        }),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toimintokeskus' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'Varausten vahvistus',
      'Päättyneet vuorot',
      'Pikamaksut',
      'Lähetys tarkastettavaksi',
    ]);
    expect(await screen.findByText('01.12.2026 08:00–16:00')).toBeInTheDocument();
    expect(screen.getByText('2 työntekijää ilmoittautui')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Vahvista Olli Osaaja vuoroon Koivukoti 01.12.2026 08:00–16:00' }),
    );
    await waitFor(() =>
      expect(
        server.requests.some(
          (request) =>
            request.method === 'POST' && request.path.endsWith(`/reservations/${otherWorkerId}/accept`),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Olli Osaaja vahvistettiin vuoroon.')).toBeInTheDocument();
  });

  it('shows the menu badge with the count of open shifts without a worker', async () => {
    renderApp(page, { me: buildMe('agent'), handlers: handlers() });
    const link = await screen.findByRole('link', { name: /Toimintokeskus/ });
    expect(await within(link).findByLabelText('4 avointa vuoroa ilman tekijää')).toHaveTextContent('4');
  });

  it('prefills the completion from the plan and the break rule, and sends the real hours', async () => {
    const ended = shiftOf(2);
    const { server, user } = renderApp(`${page}?tab=completions`, {
      me: buildMe('agent'),
      handlers: handlers({
        [`GET ${base}/action-center/completions`]: () => ({ body: { items: [ended], total: 1, breakRule } }),
        [`POST ${base}/shifts/${ended.id}/completion`]: () => ({ body: { ...ended, status: 'confirmed' } }),
      }),
    });
    const form = await screen.findByRole('form', { name: /21.11.2026 08:00–16:00/ });
    // Each time is a day (DD.MM.YYYY) and hours and minutes on the 24-hour clock.
    const part = (name: string, role: 'textbox' | 'spinbutton' = 'spinbutton') =>
      within(form).getByRole(role, { name });
    const breakInput = within(form).getByLabelText(/Tauko \(min\)/);
    expect(part('Toteutunut alku, päivä', 'textbox')).toHaveValue('21.11.2026');
    expect(part('Toteutunut alku, tunnit')).toHaveValue('08');
    expect(part('Toteutunut loppu, päivä', 'textbox')).toHaveValue('21.11.2026');
    expect(part('Toteutunut loppu, tunnit')).toHaveValue('16');
    expect(part('Toteutunut loppu, minuutit')).toHaveValue('00');
    expect(breakInput).toHaveValue('30');
    expect(within(form).getByText('Palkalliset tunnit: 7,50 h')).toBeInTheDocument();

    // A shorter day gets no break from the rule; the time runs past midnight into the next day.
    await user.click(part('Toteutunut loppu, tunnit'));
    await user.keyboard('1300');
    expect(breakInput).toHaveValue('0');
    await user.clear(part('Toteutunut loppu, päivä', 'textbox'));
    await user.type(part('Toteutunut loppu, päivä', 'textbox'), '22.11.2026');
    await user.click(part('Toteutunut loppu, tunnit'));
    await user.keyboard('0030');
    expect(breakInput).toHaveValue('30');
    await user.type(within(form).getByLabelText(/Kilometrit/), '12');
    await user.selectOptions(within(form).getByLabelText(/Päivän tyyppi/), 'Perehdytyspäivä');
    await user.click(within(form).getByRole('button', { name: /Vahvista tunnit/ }));

    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        actualStartsAt: '2026-11-21T06:00:00.000Z',
        actualEndsAt: '2026-11-21T22:30:00.000Z',
        breakMinutes: 30,
        kilometrikorvaus: 12,
        workDayType: 'orientation_day',
      }),
    );
    expect(
      await screen.findByText('Vuoron Koivukoti 21.11.2026 08:00–16:00 tunnit vahvistettiin.'),
    ).toBeInTheDocument();
  });

  it('does not send an end before the start or a break as long as the work, and shows why', async () => {
    const ended = shiftOf(3);
    const { server, user } = renderApp(`${page}?tab=completions`, {
      me: buildMe('agent'),
      handlers: handlers({
        [`GET ${base}/action-center/completions`]: () => ({ body: { items: [ended], total: 1, breakRule } }),
      }),
    });
    const form = await screen.findByRole('form', { name: /21.11.2026 08:00–16:00/ });
    const endHours = within(form).getByRole('spinbutton', { name: 'Toteutunut loppu, tunnit' });
    await user.click(endHours);
    await user.keyboard('0700');
    await user.click(within(form).getByRole('button', { name: /Vahvista tunnit/ }));
    expect(await within(form).findByText('Lopun täytyy olla alun jälkeen.')).toBeInTheDocument();
    // The focus is on the first field in error: the end's day.
    expect(within(form).getByRole('textbox', { name: 'Toteutunut loppu, päivä' })).toHaveFocus();

    await user.click(endHours);
    await user.keyboard('0900');
    const breakInput = within(form).getByLabelText(/Tauko \(min\)/);
    await user.clear(breakInput);
    await user.type(breakInput, '60');
    expect(await within(form).findByText('Tauon täytyy olla lyhyempi kuin työaika.')).toBeInTheDocument();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('tells when the shift changed meanwhile', async () => {
    const ended = shiftOf(4);
    const { user } = renderApp(`${page}?tab=completions`, {
      me: buildMe('customer'),
      handlers: handlers({
        [`GET ${base}/action-center/completions`]: () => ({ body: { items: [ended], total: 1, breakRule } }),
        [`POST ${base}/shifts/${ended.id}/completion`]: () => ({
          status: 409,
          body: { code: 'SHIFT_STATE_CHANGED' },
        }),
      }),
    });
    const form = await screen.findByRole('form', { name: /21.11.2026 08:00–16:00/ });
    await user.click(within(form).getByRole('button', { name: /Vahvista tunnit/ }));
    expect(await screen.findByText(/Vuoro on muuttunut sillä välin/)).toBeInTheDocument();
  });

  it('shows a customer only booking confirmation and completion, the staff-only tabs lead to the first', async () => {
    const { router } = renderApp(`${page}?tab=inspection`, { me: buildMe('customer'), handlers: handlers() });
    expect(await screen.findByText('Ei vahvistettavia varauksia.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'Varausten vahvistus',
      'Päättyneet vuorot',
    ]);
    expect(router.state.location.pathname).toBe(page);
  });

  it('verifies quick pay', async () => {
    const quick = shiftOf(5, {
      status: 'confirmed',
      boostType: 'quick',
      boostValue: 25,
      actualStartsAt: '2026-11-21T06:00:00.000Z',
      actualEndsAt: '2026-11-21T14:00:00.000Z',
      breakMinutes: 30,
    });
    const { server, user } = renderApp(`${page}?tab=quick-pay`, {
      me: buildMe('admin'),
      handlers: handlers({
        [`GET ${base}/action-center/quick-pay`]: () => ({ body: { items: [quick], total: 1 } }),
        [`POST ${base}/shifts/${quick.id}/quick-pay-verification`]: () => ({
          body: { ...quick, status: 'verified' },
        }),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Pikamaksut' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('7,50 h, tauko 30 min');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('25 €');
    await user.click(within(table).getByRole('button', { name: /Hyväksy pikamaksu/ }));
    await waitFor(() =>
      expect(
        server.requests.some((request) => request.path.endsWith(`/${quick.id}/quick-pay-verification`)),
      ).toBe(true),
    );
  });

  it('sends the selected shifts for inspection and names areas nobody could be mailed for', async () => {
    const first = shiftOf(6, { status: 'confirmed' });
    const second = shiftOf(7, { status: 'confirmed', areaName: 'Mäntylä' });
    const third = shiftOf(8, { status: 'confirmed', areaName: 'Kuusela' });
    const { server, user } = renderApp(`${page}?tab=inspection`, {
      me: buildMe('agent'),
      handlers: handlers({
        [`GET ${base}/action-center/inspection`]: () => ({
          body: { items: [first, second, third], total: 3 },
        }),
        [`POST ${base}/action-center/inspection`]: () => ({
          body: { sent: 2, mails: 1, areasWithoutEmail: [{ id: second.areaId, name: 'Mäntylä' }] },
        }),
      }),
    });
    const send = await screen.findByRole('button', { name: 'Lähetä tarkastettavaksi (0 vuoroa)' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Valitse kaikki tämän sivun vuorot' }));
    await user.click(screen.getByRole('checkbox', { name: /Valitse vuoro Kuusela/ }));
    await user.click(screen.getByRole('button', { name: 'Lähetä tarkastettavaksi (2 vuoroa)' }));
    await waitFor(() =>
      expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({
        shiftIds: [first.id, second.id],
      }),
    );
    expect(
      await screen.findByText('2 vuoroa lähetettiin tarkastettavaksi, sähköposteja jonossa 1.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Näillä alueilla ei ole vahvistussähköpostiosoitetta.*Mäntylä/),
    ).toBeInTheDocument();
  });
});
