import { addDays as addDayKeyDays, calendarDateOf, startOfMonth } from '@portal/domain/shared';
import { areaDefinitions, areaIdOf } from './areas';
import { requirementsByCategory } from './gig-plans';
import { areaFieldsOf, createdEntry, dayMs, type GigRows, type ShiftRow } from './gig-rows';
import { type CalendarDate, helsinkiInstant, isoDate } from './helsinki-time';
import { deriveId } from './ids';
import { createRandom } from './random';
import type { Roster } from './roster';
import { processorIdOf } from './staff';
import type { CareRole } from './workers';

// Verified work of the previous calendar month under two contracts (Koivula's and Malmin Majakka's), so
// an admin can invoice last month right after `npm run dev`, whatever day of the month it is.

type MonthGig = {
  key: string;
  areaKey: string;
  role: CareRole;
  title: string;
  /** Days of the previous month (1-28) and the Helsinki hours of each shift; an end before the start is the next day. */
  days: readonly number[];
  start: number;
  end: number;
};

const monthGigs: readonly MonthGig[] = [
  {
    key: 'koivula-mornings',
    areaKey: 'koivula',
    role: 'lähihoitaja',
    title: 'Lähihoitaja, aamuvuorot',
    days: [2, 5, 9, 13, 17, 21, 24, 27],
    start: 7,
    end: 15,
  },
  {
    key: 'koivula-nights',
    areaKey: 'koivula',
    role: 'lähihoitaja',
    title: 'Lähihoitaja, yövuorot',
    days: [6, 14, 20],
    start: 21,
    end: 7,
  },
  {
    key: 'malmi-evenings',
    areaKey: 'malmi',
    role: 'sairaanhoitaja',
    title: 'Sairaanhoitaja, iltavuorot',
    days: [3, 8, 11, 16, 19, 23, 26],
    start: 14,
    end: 22,
  },
];

/** The first day of the month before `today`'s (YYYY-MM-01). */
function previousMonthStart(today: CalendarDate): string {
  return startOfMonth(addDayKeyDays(startOfMonth(isoDate(today)), -1));
}

/**
 * Verified gigs of the previous month, booked through the roster after the random gigs (with their own
 * randomness, so they change none of those): a shift no worker is free for is left out.
 */
export function lastMonthGigs(today: CalendarDate, roster: Roster): GigRows {
  const random = createRandom('demo-last-month');
  const monthStart = previousMonthStart(today);
  const rows: GigRows = { gigs: [], shifts: [] };
  for (const gig of monthGigs) {
    const area = areaDefinitions.find((candidate) => candidate.key === gig.areaKey);
    if (!area) {
      continue;
    }
    const gigId = deriveId(`gig:last-month:${gig.key}`);
    const processer = processorIdOf(area.accountId);
    const requirements = requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'];
    const firstDay = calendarDateOf(addDayKeyDays(monthStart, (gig.days[0] ?? 1) - 1));
    const createdAt = new Date(helsinkiInstant(firstDay, 8).getTime() - 10 * dayMs);
    const shifts: ShiftRow[] = [];
    gig.days.forEach((day, index) => {
      const date = calendarDateOf(addDayKeyDays(monthStart, day - 1));
      const endDate = gig.end < gig.start ? calendarDateOf(addDayKeyDays(isoDate(date), 1)) : date;
      const startsAt = helsinkiInstant(date, gig.start);
      const endsAt = helsinkiInstant(endDate, gig.end);
      const worker = roster.book(area, gig.role, startsAt, endsAt, random);
      if (!worker) {
        return;
      }
      shifts.push({
        id: deriveId(`shift:last-month:${gig.key}:${index}`),
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        gigId,
        title: gig.title,
        startsAt,
        endsAt,
        status: 'verified',
        isDraft: false,
        reserved: true,
        reservations: [],
        assignedTo: worker,
        roleType: gig.role,
        requirements,
        updates: [createdEntry(createdAt, processer)],
        actualStartsAt: startsAt,
        actualEndsAt: endsAt,
        breakMinutes: 30,
        confirmedAt: new Date(endsAt.getTime() + 2 * 3_600_000),
        confirmedBy: processer,
        verifiedAt: new Date(endsAt.getTime() + dayMs),
        createdAt,
        updatedAt: createdAt,
      });
    });
    const first = shifts[0];
    const last = shifts.at(-1);
    if (!first || !last) {
      continue;
    }
    rows.shifts.push(...shifts);
    rows.gigs.push({
      id: gigId,
      accountId: area.accountId,
      areaId: areaIdOf(area.key),
      title: gig.title,
      status: 'published',
      isPublished: true,
      publishedAt: createdAt,
      availableShifts: 0,
      totalShifts: shifts.length,
      startDate: first.startsAt,
      endDate: last.endsAt,
      expDate: first.startsAt,
      roleType: gig.role,
      requirements,
      ...areaFieldsOf(area),
      createdBy: processer,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
