import type { SearchKind } from '@portal/domain/search';

/** Where a hit of each kind opens; the app passes the features' addresses (features do not import each other). */
export type SearchResultPaths = Record<SearchKind, (id: string) => string>;
