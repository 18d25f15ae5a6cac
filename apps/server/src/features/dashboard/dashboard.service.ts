import type { Actor } from '@portal/domain/access';
import { defineAbilitiesFor } from '@portal/domain/access';
import { type DashboardFigures, dashboardWeeks } from '@portal/domain/dashboard';
import { addDays, helsinkiDayKey, startOfWeek } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { countOverdueWageReports } from '../wage-reports/wage-reports.api';
import {
  countAreas,
  countGigs,
  countPools,
  countShifts,
  countShiftsPerDay,
  countShiftsPerWeek,
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
      const ability = defineAbilitiesFor(actor);
      const today = helsinkiDayKey(now);
      const weekStarts = Array.from({ length: dashboardWeeks }, (_, index) =>
        addDays(startOfWeek(today), 7 * index),
      );
      const lastDay = addDays(weekStarts[weekStarts.length - 1] ?? today, 6);
      const [workers, areaCount, poolCount, shiftCounts, gigCounts, perDay, perWeek, overdue] =
        await Promise.all([
          ability.can('read', 'Worker') ? countWorkers(db, accountId) : Promise.resolve(null),
          countAreas(db, scope),
          // Customers may not open pools: no figure they could not follow.
          ability.can('read', 'Pool') ? countPools(db, accountId) : Promise.resolve(null),
          countShifts(db, scope, now),
          countGigs(db, scope),
          countShiftsPerDay(db, scope, today),
          countShiftsPerWeek(db, scope, today, lastDay),
          ability.can('read', 'Wages')
            ? countOverdueWageReports({ db, clock }, accountId)
            : Promise.resolve(null),
        ]);
      const byDate = new Map(perDay.map((row) => [row.date, row]));
      const nextSevenDays = Array.from({ length: 7 }, (_, index) => {
        const date = addDays(today, index);
        const row = byDate.get(date);
        return { date, booked: row?.booked ?? 0, open: row?.open ?? 0 };
      });
      const byWeek = new Map(perWeek.map((row) => [row.weekStart, row]));
      const comingWeeks = weekStarts.map((weekStart) => ({
        weekStart,
        shifts: byWeek.get(weekStart)?.shifts ?? 0,
        filled: byWeek.get(weekStart)?.filled ?? 0,
      }));
      return {
        workers,
        areas: areaCount,
        pools: poolCount,
        shifts: shiftCounts,
        gigs: gigCounts,
        nextSevenDays,
        overdueWageReports: overdue,
        comingWeeks,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
