import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type {
  AreaPlanningQuery,
  ListShiftPlanningQuery,
  PlanningAreaDetail,
  PlanningPage,
} from '@portal/domain/shift-planning';
import { comparePlanningRows, planningWindow } from '@portal/domain/shift-planning';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { presentPlanningAreaDetail, presentPlanningAreaRow } from './shift-planning.presenter';
import {
  findPlanningArea,
  findPlanningAreas,
  findPlanningShifts,
  type PlanningScope,
  type PlanningShiftRow,
} from './shift-planning.repository';

export type ShiftPlanningServiceDependencies = { db: Database; clock: Clock };

function scopeOf(actor: Actor, accountId: string): PlanningScope {
  return { accountId, areaIds: actor.areaIds };
}

function byArea(rows: readonly PlanningShiftRow[]): Map<string, PlanningShiftRow[]> {
  const grouped = new Map<string, PlanningShiftRow[]>();
  for (const row of rows) {
    const ofArea = grouped.get(row.areaId);
    if (ofArea) {
      ofArea.push(row);
    } else {
      grouped.set(row.areaId, [row]);
    }
  }
  return grouped;
}

/**
 * Shift planning: upcoming shifts per area and ISO week (Helsinki time) with fill rates. Read only; the
 * window is computed from the clock so the figures follow time without any stored state.
 */
export function createShiftPlanningService({ db, clock }: ShiftPlanningServiceDependencies) {
  return {
    async listPlanning(
      actor: Actor,
      accountId: string,
      query: ListShiftPlanningQuery,
    ): Promise<PlanningPage> {
      const window = planningWindow(clock.now(), query.weeks);
      const areas = await findPlanningAreas(db, scopeOf(actor, accountId), query.search || undefined);
      const shifts = byArea(
        await findPlanningShifts(db, {
          accountId,
          areaIds: areas.map((area) => area.id),
          from: window.from,
          to: window.to,
        }),
      );
      // Sorting by fill rate needs every area's figures, so rows are built for all areas, then paged.
      const rows = areas
        .map((area) => presentPlanningAreaRow(area, shifts.get(area.id) ?? [], window))
        .sort(comparePlanningRows(query.sort));
      const offset = (query.page - 1) * query.perPage;
      return {
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        weeks: window.weeks,
        items: rows.slice(offset, offset + query.perPage),
        total: rows.length,
      };
    },

    /** An area outside the caller's scope (or deleted) is not found. */
    async getAreaPlanning(
      actor: Actor,
      accountId: string,
      areaId: string,
      query: AreaPlanningQuery,
    ): Promise<PlanningAreaDetail> {
      const area = await findPlanningArea(db, scopeOf(actor, accountId), areaId);
      if (!area) {
        throw new DomainError('NOT_FOUND');
      }
      const window = planningWindow(clock.now(), query.weeks);
      const shifts = await findPlanningShifts(db, {
        accountId,
        areaIds: [area.id],
        from: window.from,
        to: window.to,
      });
      return presentPlanningAreaDetail(area, shifts, window);
    },
  };
}

export type ShiftPlanningService = ReturnType<typeof createShiftPlanningService>;
