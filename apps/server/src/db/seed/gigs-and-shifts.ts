import type { ShiftUpdateEntry } from '../schema/shifts.schema';
import { areaIdOf } from './areas';
import { awaitingCompletion, customerSuggestion, nightTemplate } from './fixed-gigs';
import { planGigs, requirementsOf, timesOf, titleOf } from './gig-plans';
import {
  areaFieldsOf,
  createdEntry,
  dayMs,
  type GigRows,
  type ShiftRow,
  withAreaContracts,
} from './gig-rows';
import { helsinkiDateOf } from './helsinki-time';
import { deriveId } from './ids';
import { lastMonthGigs } from './last-month-gigs';
import { quickPayGig } from './quick-pay-gigs';
import { createRandom } from './random';
import { createRoster, stateOf } from './roster';
import { processorIdOf } from './staff';
import type { SeedWorker } from './workers';

/**
 * Gigs and shifts from two weeks back to three weeks ahead of `now`, in Helsinki local time, plus verified
 * work of the previous calendar month; each with its area's customer contract.
 */
export function buildGigsAndShifts(now: Date, workers: readonly SeedWorker[]): GigRows {
  const random = createRandom('demo-gigs');
  const roster = createRoster(workers);
  const today = helsinkiDateOf(now);
  const rows: GigRows = { gigs: [], shifts: [] };

  for (const plan of planGigs(random)) {
    const gigId = deriveId(`gig:${plan.key}`);
    const processer = processorIdOf(plan.area.accountId);
    const title = titleOf(plan);
    const requirements = requirementsOf(plan);
    const slotTimes = plan.slots.map((slot) => timesOf(today, slot));
    const firstStart = Math.min(...slotTimes.map((times) => times.startsAt.getTime()));
    const lastEnd = Math.max(...slotTimes.map((times) => times.endsAt.getTime()));
    const createdAt = new Date(Math.min(now.getTime(), firstStart) - random.int(2, 10) * dayMs);
    const boost = plan.boosted
      ? { boosted: true, boostType: 'bonus' as const, boostValue: 4 }
      : { boosted: false, boostType: null, boostValue: null };
    const updates: ShiftUpdateEntry[] = [createdEntry(createdAt, processer)];

    const gigShifts: ShiftRow[] = slotTimes.map((times, index) => ({
      id: deriveId(`shift:${plan.key}:${index}`),
      accountId: plan.area.accountId,
      areaId: areaIdOf(plan.area.key),
      gigId,
      title,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      ...stateOf(plan, times, now, roster, random),
      roleType: plan.role,
      requirements,
      updates,
      ...boost,
      createdAt,
      updatedAt: createdAt,
    }));

    rows.shifts.push(...gigShifts);
    rows.gigs.push({
      id: gigId,
      accountId: plan.area.accountId,
      areaId: areaIdOf(plan.area.key),
      title,
      status: plan.draft ? 'draft' : 'published',
      isPublished: !plan.draft,
      availableShifts: gigShifts.filter((shift) => shift.status === 'open' || shift.status === 'draft')
        .length,
      totalShifts: gigShifts.length,
      startDate: new Date(firstStart),
      endDate: new Date(lastEnd),
      expDate: new Date(firstStart),
      roleType: plan.role,
      requirements,
      ...areaFieldsOf(plan.area),
      ...boost,
      createdBy: processer,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const suggestion = customerSuggestion(now, today);
  const awaiting = awaitingCompletion(today, roster);
  const quickPay = quickPayGig(today, roster);
  const lastMonth = lastMonthGigs(today, roster);
  rows.gigs.push(
    ...suggestion.gigs,
    ...awaiting.gigs,
    ...quickPay.gigs,
    ...lastMonth.gigs,
    ...nightTemplate(now),
  );
  rows.shifts.push(...suggestion.shifts, ...awaiting.shifts, ...quickPay.shifts, ...lastMonth.shifts);
  return withAreaContracts(rows);
}
