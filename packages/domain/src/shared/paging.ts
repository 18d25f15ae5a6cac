import { z } from 'zod';
import { defaultPageSize } from './constants';

/** The most rows a list answers at once unless its feature allows more. */
export const maxPerPage = 100;

/**
 * The page fields of a list query (spec section 9: pages of 10 by default, `perPage` to change it), to
 * spread into a feature's query schema: `z.object({ search, ...pageQueryFields() })`. Lists page by number,
 * not by cursor: every list shows its total and page links.
 */
export function pageQueryFields(largestPage: number = maxPerPage) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(largestPage).default(defaultPageSize),
  };
}

export const pageQuerySchema = z.object(pageQueryFields());
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list: its rows and how many rows the whole list has. */
export function pagedSchema<TItem extends z.ZodType>(item: TItem) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export type Paged<TItem> = { items: TItem[]; total: number };

/** Rows to skip for a page (pages count from 1). */
export function pageOffset(query: PageQuery): number {
  return (query.page - 1) * query.perPage;
}
