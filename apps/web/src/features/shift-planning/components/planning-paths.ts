import { paths } from '@/features/shift-planning/shift-planning.paths';

/** The planning page of one area, keeping how many weeks the list showed. */
export function areaPlanningPath(areaId: string, weeks?: number): string {
  const path = paths.shiftPlanningView.replace(':id', encodeURIComponent(areaId));
  return weeks ? `${path}?weeks=${weeks}` : path;
}
