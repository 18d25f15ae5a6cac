import { paths } from '@/features/areas/areas.paths';

/** The edit page of one area: the create path with the area's id. */
export function areaEditPath(areaId: string): string {
  return `${paths.areasCreate}/${encodeURIComponent(areaId)}`;
}
