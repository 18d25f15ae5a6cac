import type { DashboardFigures } from '@portal/domain/dashboard';

export function buildDashboardFigures(overrides: Partial<DashboardFigures> = {}): DashboardFigures {
  return {
    workers: { total: 42, confirmed: 30, applicants: 12 },
    areas: 5,
    pools: 3,
    shifts: { open: 7, upcoming: 11, inProgress: 2, awaitingConfirmation: 4 },
    gigs: { published: 9, drafts: 1 },
    nextSevenDays: [
      { date: '2026-03-28', booked: 3, open: 1 },
      { date: '2026-03-29', booked: 5, open: 0 },
    ],
    overdueWageReports: 0,
    comingWeeks: [
      { weekStart: '2026-03-23', shifts: 8, filled: 6 },
      { weekStart: '2026-03-30', shifts: 4, filled: 1 },
      { weekStart: '2026-04-06', shifts: 0, filled: 0 },
    ],
    ...overrides,
  };
}
