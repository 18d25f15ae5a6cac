import type { Actor } from '@portal/domain/access';
import type { GigPage } from '@portal/domain/gigs';
import { helsinkiInstant, type ListGigsQuery, nextDayKey } from '@portal/domain/gigs';
import { presentGigSummary } from '../gigs.presenter';
import { listGigs as listGigRows } from '../gigs.repository';
import { type GigsServiceDependencies, readScopeOf } from './gig-use-case';

export type ListGigsOptions = { actor: Actor; accountId: string; query: ListGigsQuery };

/** A page of the account's gigs the caller may read, filtered by label, area, dates, role and text. */
export async function listGigs(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, query }: ListGigsOptions,
): Promise<GigPage> {
  const now = clock.now();
  const { rows, total } = await listGigRows(db, {
    ...readScopeOf(actor, accountId),
    label: query.label,
    areaId: query.areaId,
    from: query.from ? helsinkiInstant(query.from, '00:00') : undefined,
    to: query.to ? helsinkiInstant(nextDayKey(query.to), '00:00') : undefined,
    roleType: query.roleType || undefined,
    text: query.text || undefined,
    sort: query.sort,
    order: query.order,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
    now,
  });
  return { items: rows.map((row) => presentGigSummary(row, now)), total };
}
