import type { ActionCenterShift } from '@portal/domain/action-center';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import type { FakeHandler } from '@/testing/fake-server';
import { renderApp } from '@/testing/render-app';

const base = `/api/accounts/${accountIds.first}`;
const page = '/apps/shifts-&-gigs/action-center';
const breakRule = { unpaidTime: 30, minHoursWithBreak: 6 };

const askedFor: ActionCenterShift = {
  id: '60000000-0000-4000-8000-000000000001',
  accountId: accountIds.first,
  areaId: '40000000-0000-4000-8000-000000000001',
  areaName: 'Koivukoti',
  gigId: null,
  title: 'Aamuvuoro',
  roleType: 'lähihoitaja',
  status: 'open',
  startsAt: '2026-12-01T06:00:00.000Z',
  endsAt: '2026-12-01T14:00:00.000Z',
  worker: null,
  reservations: [{ id: '50000000-0000-4000-8000-000000000001', fullName: 'Tiina Tekijä' }],
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
};

function handlers(counts: Record<string, number | null>): Record<string, FakeHandler> {
  const emptyPage = () => ({ body: { items: [], total: 0 } });
  return {
    [`GET ${base}/action-center/badge`]: () => ({ body: { openUnreservedFuture: 4 } }),
    [`GET ${base}/action-center/counts`]: () => ({ body: counts }),
    [`GET ${base}/action-center/bookings`]: () => ({ body: { items: [askedFor], total: 1 } }),
    [`GET ${base}/action-center/completions`]: () => ({ body: { items: [], total: 0, breakRule } }),
    [`GET ${base}/action-center/quick-pay`]: emptyPage,
    [`GET ${base}/action-center/inspection`]: emptyPage,
  };
}

describe('action center counts and words', () => {
  it("shows each tab's count from the server, and the menu badge says what it counts", async () => {
    const { user } = renderApp(page, {
      me: buildMe('agent'),
      handlers: handlers({ bookings: 1, completions: 12, 'quick-pay': 0, inspection: 3 }),
    });
    // The first render of the file loads the page's chunk: slower on a busy machine.
    expect(
      await screen.findByRole('tab', { name: /^Varausten vahvistus\s?1$/ }, { timeout: 20_000 }),
    ).toHaveTextContent('Varausten vahvistus1');
    expect(screen.getByRole('tab', { name: /^Päättyneet vuorot\s?12$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Pikamaksut\s?0$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Lähetys tarkastettavaksi\s?3$/ })).toBeInTheDocument();
    // The staffing company's intro names all four jobs.
    expect(screen.getByText(/lähetä vuorot asiakkaan tarkastettavaksi/)).toBeInTheDocument();

    // The menu's count is not a tab's: it says so in its name and, on hover, in a tooltip.
    const entry = screen.getByRole('link', { name: /^Toimintokeskus/ });
    const badge = within(entry).getByLabelText('4 avointa vuoroa ilman tekijää');
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('4 avointa vuoroa ilman tekijää');
  });

  it('gives a customer an intro of its own work and counts only its tabs', async () => {
    renderApp(page, {
      me: buildMe('customer'),
      handlers: handlers({ bookings: 2, completions: 1, 'quick-pay': null, inspection: null }),
    });
    expect(await screen.findByRole('tab', { name: /^Varausten vahvistus\s?2$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Päättyneet vuorot\s?1$/ })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByText(/Pikamaksut ja tarkastukseen lähettämisen hoitaa/)).toBeInTheDocument();
    expect(screen.queryByText(/lähetä vuorot asiakkaan tarkastettavaksi/)).not.toBeInTheDocument();
  });

  it('names the role of a shift in the UI language', async () => {
    await i18next.changeLanguage('en');
    renderApp(page, {
      me: buildMe('agent'),
      handlers: handlers({ bookings: 1, completions: 0, 'quick-pay': 0, inspection: 0 }),
    });
    expect(await screen.findByText('Koivukoti · Aamuvuoro · Practical nurse')).toBeInTheDocument();
    expect(screen.queryByText(/lähihoitaja/)).not.toBeInTheDocument();
  });
});
