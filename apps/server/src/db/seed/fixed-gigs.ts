import type { ShiftUpdateEntry } from '../schema/shifts.schema';
import { areaDefinitions, areaIdOf } from './areas';
import { requirementsByCategory, timesOf } from './gig-plans';
import { areaFieldsOf, createdEntry, dayMs, type GigRow, type GigRows, type ShiftRow } from './gig-rows';
import type { CalendarDate } from './helsinki-time';
import { deriveId } from './ids';
import { createRandom } from './random';
import type { Roster } from './roster';
import { customerAreaKeys, processorIdOf, staffIdOf } from './staff';
import type { CareRole } from './workers';

// The demo gigs that do not depend on the random draw: a customer's suggestion, a template and a shift
// awaiting its hours, so the demo always has one of each to show.

/**
 * A customer's order waiting for approval: three morning shifts in the demo customer's first area, past
 * the days the random gigs use, so it repeats none of their shifts.
 */
export function customerSuggestion(now: Date, today: CalendarDate): GigRows {
  const area = areaDefinitions.find((candidate) => candidate.key === customerAreaKeys[0]);
  if (!area) {
    return { gigs: [], shifts: [] };
  }
  const gigId = deriveId('gig:customer-suggestion');
  const customerId = staffIdOf('customer');
  const title = 'Lähihoitaja, aamuvuorot';
  const requirements = requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'];
  const createdAt = new Date(now.getTime() - dayMs);
  const updates: ShiftUpdateEntry[] = [createdEntry(createdAt, customerId)];
  const slotTimes = [22, 23, 24].map((day) => timesOf(today, { kind: 'morning', day }));
  const shiftRows: ShiftRow[] = slotTimes.map((times, index) => ({
    id: deriveId(`shift:customer-suggestion:${index}`),
    accountId: area.accountId,
    areaId: areaIdOf(area.key),
    gigId,
    title,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    status: 'draft',
    isDraft: true,
    roleType: 'lähihoitaja',
    requirements,
    updates,
    createdAt,
    updatedAt: createdAt,
  }));
  const first = slotTimes[0] as { startsAt: Date; endsAt: Date };
  const last = slotTimes[slotTimes.length - 1] as { startsAt: Date; endsAt: Date };
  return {
    shifts: shiftRows,
    gigs: [
      {
        id: gigId,
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        title,
        status: 'suggestion',
        isPublished: false,
        availableShifts: shiftRows.length,
        totalShifts: shiftRows.length,
        startDate: first.startsAt,
        endDate: last.endsAt,
        expDate: first.startsAt,
        roleType: 'lähihoitaja',
        requirements,
        ...areaFieldsOf(area),
        createdBy: customerId,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}

/** A saved template staff start night gigs from: the area's fields and the shifts' times of day. */
export function nightTemplate(now: Date): GigRow[] {
  const area = areaDefinitions[0];
  if (!area) {
    return [];
  }
  return [
    {
      id: deriveId('gig-template:nights'),
      accountId: area.accountId,
      areaId: areaIdOf(area.key),
      title: 'Lähihoitaja, yövuorot',
      status: 'draft',
      isPublished: false,
      isTemplate: true,
      templateName: 'Yövuorot (lähihoitaja)',
      templateShifts: [{ startTime: '21:00', endTime: '07:00', roleType: 'lähihoitaja', requirements: null }],
      roleType: 'lähihoitaja',
      requirements: requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'],
      ...areaFieldsOf(area),
      boosted: true,
      boostType: 'bonus',
      boostValue: 4,
      createdBy: processorIdOf(area.accountId),
      createdAt: new Date(now.getTime() - 30 * dayMs),
      updatedAt: new Date(now.getTime() - 30 * dayMs),
    },
  ];
}

/**
 * A booked shift two days back in the demo customer's second area, still waiting for its hours: the
 * action center's completion tab and the customer's verification always have one to show, whatever the
 * random gigs drew. Booked last, with its own randomness, so it changes none of the random gigs.
 */
export function awaitingCompletion(today: CalendarDate, roster: Roster): GigRows {
  const area = areaDefinitions.find((candidate) => candidate.key === customerAreaKeys[1]);
  const role: CareRole = 'lähihoitaja';
  if (!area) {
    return { gigs: [], shifts: [] };
  }
  const times = timesOf(today, { kind: 'morning', day: -2 });
  const worker = roster.book(
    area,
    role,
    times.startsAt,
    times.endsAt,
    createRandom('demo-awaiting-completion'),
  );
  if (!worker) {
    return { gigs: [], shifts: [] };
  }
  const gigId = deriveId('gig:awaiting-completion');
  const processer = processorIdOf(area.accountId);
  const title = 'Lähihoitaja, aamuvuoro';
  const requirements = requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'];
  const createdAt = new Date(times.startsAt.getTime() - 7 * dayMs);
  const updates: ShiftUpdateEntry[] = [createdEntry(createdAt, processer)];
  return {
    shifts: [
      {
        id: deriveId('shift:awaiting-completion:0'),
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        gigId,
        title,
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        status: 'booked',
        isDraft: false,
        reserved: true,
        reservations: [],
        assignedTo: worker,
        roleType: role,
        requirements,
        updates,
        createdAt,
        updatedAt: createdAt,
      },
    ],
    gigs: [
      {
        id: gigId,
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        title,
        status: 'published',
        isPublished: true,
        availableShifts: 0,
        totalShifts: 1,
        startDate: times.startsAt,
        endDate: times.endsAt,
        expDate: times.startsAt,
        roleType: role,
        requirements,
        ...areaFieldsOf(area),
        createdBy: processer,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}
