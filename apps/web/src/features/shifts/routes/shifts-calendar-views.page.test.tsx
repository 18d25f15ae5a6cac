import { encodeCalendarShifts } from '@portal/domain/shifts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountIds, buildMe } from '@/testing/build-me';
import { renderApp } from '@/testing/render-app';

const calendarPath = '/apps/shifts-&-gigs/shifts-calendar';
const base = `/api/accounts/${accountIds.first}`;

function renderCalendar(path: string) {
  return renderApp(path, {
    me: buildMe('agent'),
    handlers: {
      [`GET ${base}/shifts/calendar`]: () => ({
        body: encodeCalendarShifts({ items: [], truncated: false, areas: [] }),
      }),
      [`GET ${base}/areas`]: () => ({ body: { items: [], total: 0 } }),
    },
  });
}

const warn = vi.spyOn(console, 'warn');
afterEach(() => warn.mockClear());

// Each test here guards one defect of issue 12 from coming back.
describe('shifts calendar views', () => {
  it('keeps the chosen date in the address from month to week to day and back to month', async () => {
    const { user, router, server } = renderCalendar(`${calendarPath}?date=2026-11-18`);
    const lastRequest = () =>
      String(
        server.fetch.mock.calls.map(([input]) => String(input)).findLast((url) => url.includes('/calendar')),
      );
    const search = () => new URLSearchParams(router.state.location.search);
    expect(
      await screen.findByRole('heading', { name: /marraskuu 2026/i }, { timeout: 20_000 }),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Viikko' }));
    await waitFor(() => expect(search().get('view')).toBe('week'));
    expect(search().get('date')).toBe('2026-11-18');
    // The week of the 18th (from Monday 16.11.), not the week of the 1st (26.10.-1.11.).
    await waitFor(() =>
      expect(lastRequest()).toContain(`from=${encodeURIComponent('2026-11-15T22:00:00.000Z')}`),
    );

    await user.click(screen.getByRole('tab', { name: 'Päivä' }));
    await waitFor(() => expect(search().get('view')).toBe('day'));
    expect(search().get('date')).toBe('2026-11-18');

    await user.click(screen.getByRole('tab', { name: 'Kuukausi' }));
    await waitFor(() => expect(search().get('view')).toBeNull());
    expect(search().get('date')).toBe('2026-11-18');
    expect(await screen.findByRole('heading', { name: /marraskuu 2026/i })).toBeVisible();
  });

  it('puts the day shown into the address without React Router\'s "call navigate() in a useEffect" warning', async () => {
    const { router } = renderCalendar(calendarPath);
    expect(await screen.findByRole('tab', { name: 'Kuukausi' }, { timeout: 5000 })).toBeInTheDocument();
    // Opened without a date, the calendar shows today and the address says so (a reload keeps the day).
    await waitFor(() => expect(router.state.location.search).toMatch(/date=\d{4}-\d{2}-\d{2}/));
    const navigateWarnings = warn.mock.calls.filter((call) => String(call[0]).includes('navigate()'));
    expect(navigateWarnings).toEqual([]);
  });

  it('names the day view\'s timed section for screen readers in Finnish, not FullCalendar\'s English "Timed"', async () => {
    renderCalendar(`${calendarPath}?view=day&date=2026-11-12`);
    expect(await screen.findByText('Vuorot kellonajoittain', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Timed')).not.toBeInTheDocument();
  });
});
