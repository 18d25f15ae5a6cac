import type { GigTemplateList } from '@portal/domain/gigs';
import { presentGigTemplate } from '../gigs.presenter';
import { listTemplates } from '../gigs.repository';
import type { GigsServiceDependencies } from './gig-use-case';

export type ListGigTemplatesOptions = { accountId: string };

/** The account's saved gig forms, by name. */
export async function listGigTemplates(
  { db }: GigsServiceDependencies,
  { accountId }: ListGigTemplatesOptions,
): Promise<GigTemplateList> {
  return { items: (await listTemplates(db, accountId)).map(presentGigTemplate) };
}
