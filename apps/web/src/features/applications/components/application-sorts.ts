import type { ApplicationListQuery } from '@portal/domain/recruitment';

/** The orders the API offers, as the order select and the sortable headers write them (`sort:order`). */
export const sortOptions = [
  'created:desc',
  'created:asc',
  'name:asc',
  'name:desc',
  'step-changed:desc',
  'step-changed:asc',
] as const;
export type SortOption = (typeof sortOptions)[number];

/** The list's order from the address; the API's default is the newest application first. */
export function sortValueOf(query: ApplicationListQuery): SortOption {
  const value = `${query.sort ?? 'created'}:${query.order ?? 'desc'}`;
  return sortOptions.find((option) => option === value) ?? 'created:desc';
}
