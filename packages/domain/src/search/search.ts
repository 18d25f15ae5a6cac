import { z } from 'zod';

/** What the global search (Ctrl+K) finds, in the order its groups are shown. */
export const searchKinds = ['worker', 'gig', 'area', 'pool'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** Shortest text the global search looks for (spec: "Search query has a minimum length"). */
export const globalSearchMinLength = 2;
/** Most hits of one kind: the search opens a record, the lists are for browsing. */
export const globalSearchLimitPerKind = 5;

export const globalSearchQuerySchema = z.object({
  /** Part of a name or title, any case; names starting with it come first. */
  q: z.string().trim().min(globalSearchMinLength).max(100),
});
export type GlobalSearchQuery = z.infer<typeof globalSearchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(searchKinds),
  id: z.uuid(),
  /** The record's name (worker, area, pool) or title (gig). */
  title: z.string(),
  /** A second line: a worker's profession, a gig's area, an area's city; null when there is none. */
  detail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Hits grouped by kind (in `searchKinds` order), each group by name with names starting with `q` first. */
export const searchResultSchema = z.object({ items: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;
