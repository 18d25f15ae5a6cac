import { type Actor, asSubject, defineAbilitiesFor } from '@portal/domain/access';
import { globalSearchLimitPerKind, type SearchHit, type SearchKind } from '@portal/domain/search';
import type { Database } from '../../db/client';
import { searchAreasByName } from '../areas/areas.api';
import { searchGigsByTitle } from '../gigs/gigs.api';
import { searchPoolsByName } from '../pools/pools.api';
import { searchWorkersByName } from '../workers/workers.api';

export type SearchServiceDependencies = { db: Database };

type KindSearch = (text: string) => Promise<Omit<SearchHit, 'kind'>[]>;

/**
 * The global search. Each kind is searched through its owning feature's public file, and only when the
 * caller may open that kind's screen in the account: workers and pools (read), areas (the area screens
 * need create, customers only read theirs elsewhere), gigs (read; a customer limited to some areas finds
 * only the gigs of those, as its gigs list shows).
 */
export function createSearchService({ db }: SearchServiceDependencies) {
  return {
    async searchAccount(actor: Actor, accountId: string, text: string): Promise<{ items: SearchHit[] }> {
      const ability = defineAbilitiesFor(actor);
      const may = (action: 'read' | 'create', subject: 'Worker' | 'Area' | 'Pool') =>
        ability.can(action, asSubject(subject, { accountId }));
      const limit = globalSearchLimitPerKind;
      const searches: Record<SearchKind, KindSearch | null> = {
        worker: may('read', 'Worker') ? (q) => searchWorkersByName(db, { accountId, text: q, limit }) : null,
        gig: (q) =>
          searchGigsByTitle(db, {
            accountId,
            areaIds: actor.role === 'customer' ? actor.areaIds : null,
            text: q,
            limit,
          }),
        area: may('create', 'Area') ? (q) => searchAreasByName(db, { accountId, text: q, limit }) : null,
        pool: may('read', 'Pool') ? (q) => searchPoolsByName(db, { accountId, text: q, limit }) : null,
      };
      const groups = await Promise.all(
        (Object.entries(searches) as [SearchKind, KindSearch | null][]).map(async ([kind, search]) =>
          search ? (await search(text)).map((hit) => ({ kind, ...hit })) : [],
        ),
      );
      return { items: groups.flat() };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
