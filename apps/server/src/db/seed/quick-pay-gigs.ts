import { areaDefinitions, areaIdOf } from './areas';
import { requirementsByCategory, timesOf } from './gig-plans';
import { areaFieldsOf, createdEntry, dayMs, type GigRows, type ShiftRow } from './gig-rows';
import type { CalendarDate } from './helsinki-time';
import { deriveId, seedIds } from './ids';
import { createRandom } from './random';
import type { Roster } from './roster';
import { processorIdOf } from './staff';
import type { CareRole } from './workers';

/**
 * Confirmed shifts with a quick-pay boost in the first organization's northern account, so the action
 * center's quick-pay tab has rows for the organization admin and the super admin (the random gigs carry
 * only bonus boosts). Not in the demo staff's own account, whose counts the end-to-end tests read; booked
 * last, with its own randomness, so it changes none of the other gigs.
 */
export function quickPayGig(today: CalendarDate, roster: Roster): GigRows {
  const area = areaDefinitions.find((candidate) => candidate.accountId === seedIds.accounts.north);
  const role: CareRole = 'lähihoitaja';
  if (!area) {
    return { gigs: [], shifts: [] };
  }
  const random = createRandom('demo-quick-pay');
  const gigId = deriveId('gig:quick-pay');
  const processer = processorIdOf(area.accountId);
  const title = 'Lähihoitaja, aamuvuorot';
  const requirements = requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'];
  const boost = { boosted: true, boostType: 'quick' as const, boostValue: 15 };
  const slots = [-5, -4].map((day) => timesOf(today, { kind: 'morning', day }));
  const createdAt = new Date((slots[0]?.startsAt.getTime() ?? 0) - 7 * dayMs);
  const shifts: ShiftRow[] = [];
  for (const [index, { startsAt, endsAt }] of slots.entries()) {
    const worker = roster.book(area, role, startsAt, endsAt, random);
    if (!worker) {
      continue;
    }
    shifts.push({
      id: deriveId(`shift:quick-pay:${index}`),
      accountId: area.accountId,
      areaId: areaIdOf(area.key),
      gigId,
      title,
      startsAt,
      endsAt,
      status: 'confirmed',
      isDraft: false,
      reserved: true,
      reservations: [],
      assignedTo: worker,
      roleType: role,
      requirements,
      updates: [createdEntry(createdAt, processer)],
      ...boost,
      actualStartsAt: startsAt,
      actualEndsAt: endsAt,
      breakMinutes: 30,
      confirmedAt: new Date(endsAt.getTime() + 2 * 3_600_000),
      confirmedBy: processer,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const [first] = shifts;
  const last = shifts[shifts.length - 1];
  if (!first || !last) {
    return { gigs: [], shifts: [] };
  }
  return {
    shifts,
    gigs: [
      {
        id: gigId,
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        title,
        status: 'published',
        isPublished: true,
        availableShifts: 0,
        totalShifts: shifts.length,
        startDate: first.startsAt,
        endDate: last.endsAt,
        expDate: first.startsAt,
        roleType: role,
        requirements,
        ...areaFieldsOf(area),
        ...boost,
        createdBy: processer,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}
