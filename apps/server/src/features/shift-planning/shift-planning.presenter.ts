import type { PlanningAreaDetail, PlanningAreaRow, PlanningShift } from '@portal/domain/shift-planning';
import {
  needsWorker,
  type PlanningWindow,
  planningFiguresOf,
  weeklyPlanningOf,
} from '@portal/domain/shift-planning';
import type { PlanningAreaRow as AreaRow, PlanningShiftRow } from './shift-planning.repository';

/** An area's figures per week and for the whole window (a list row). */
export function presentPlanningAreaRow(
  area: AreaRow,
  shifts: readonly PlanningShiftRow[],
  window: PlanningWindow,
): PlanningAreaRow {
  const weeks = weeklyPlanningOf(shifts, window);
  return {
    areaId: area.id,
    areaName: area.name,
    city: area.city,
    weeks: weeks.map(({ week, figures }) => ({ weekKey: week.key, ...figures })),
    totals: planningFiguresOf(weeks.flatMap((week) => week.shifts)),
  };
}

function presentPlanningShift(row: PlanningShiftRow): PlanningShift {
  return {
    id: row.id,
    gigId: row.gigId,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    roleType: row.roleType,
    workerName: row.workerName,
    reservationCount: row.reservationCount,
    needsWorker: needsWorker(row),
  };
}

/** One area's weeks with their figures and shifts (the area view). */
export function presentPlanningAreaDetail(
  area: AreaRow,
  shifts: readonly PlanningShiftRow[],
  window: PlanningWindow,
): PlanningAreaDetail {
  const weeks = weeklyPlanningOf(shifts, window);
  return {
    areaId: area.id,
    areaName: area.name,
    city: area.city,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    totals: planningFiguresOf(weeks.flatMap((week) => week.shifts)),
    weeks: weeks.map(({ week, figures, shifts: ofWeek }) => ({
      ...week,
      figures,
      shifts: ofWeek.map(presentPlanningShift),
    })),
  };
}
