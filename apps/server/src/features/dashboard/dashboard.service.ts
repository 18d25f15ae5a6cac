import type { Actor } from '@portal/domain/access';
import { defineAbilitiesFor } from '@portal/domain/access';
import type { DashboardFigures } from '@portal/domain/dashboard';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  countAreas,
  countGigs,
  countPools,
  countShifts,
  countShiftsPerDay,
  countWorkers,
  type DashboardScope,
} from './dashboard.repository';

export type DashboardServiceDependencies = { db: Database; clock: Clock };

/** Key figures for the home page. */
export function createDashboardService({ db, clock }: DashboardServiceDependencies) {
  return {
    /** Figures of one account; a customer limited to some areas gets those areas' figures only. */
    async getDashboard(actor: Actor, accountId: string): Promise<DashboardFigures> {
      const now = clock.now();
      const scope: DashboardScope = { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null };
      const mayReadWorkers = defineAbilitiesFor(actor).can('read', 'Worker');
      const today = helsinkiDayKey(now);
      const [workers, areaCount, poolCount, shiftCounts, gigCounts, perDay] = await Promise.all([
        mayReadWorkers ? countWorkers(db, accountId) : Promise.resolve(null),
        countAreas(db, scope),
        countPools(db, accountId),
        countShifts(db, scope, now),
        countGigs(db, scope),
        countShiftsPerDay(db, scope, today),
      ]);
      const byDate = new Map(perDay.map((row) => [row.date, row]));
      const nextSevenDays = Array.from({ length: 7 }, (_, index) => {
        const date = addDays(today, index);
        const row = byDate.get(date);
        return { date, booked: row?.booked ?? 0, open: row?.open ?? 0 };
      });
      return {
        workers,
        areas: areaCount,
        pools: poolCount,
        shifts: shiftCounts,
        gigs: gigCounts,
        nextSevenDays,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
