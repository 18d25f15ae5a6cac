import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type { ActionCenterCounts } from '@portal/domain/action-center';
import { countTab } from '../action-center.repository';
import { type ActionCenterServiceDependencies, readScopeOf, type Tab } from './action-center-use-case';

export type GetTabCountsOptions = { actor: Actor; accountId: string };

/**
 * The count on each tab, in the caller's scope (a customer: its areas), as each tab's list would total it.
 * Quick pay and inspection are counted only for those who may open them (manage Shift): null otherwise.
 */
export async function getTabCounts(
  { db, clock }: ActionCenterServiceDependencies,
  { actor, accountId }: GetTabCountsOptions,
): Promise<ActionCenterCounts> {
  const scope = readScopeOf(actor, accountId);
  const now = clock.now();
  const managesShifts = defineAbilitiesFor(actor).can('manage', asSubject('Shift', { accountId }));
  const countOf = (tab: Tab) => countTab(db, { scope, tab, now });
  const [bookings, completions, quickPay, inspection] = await Promise.all([
    countOf('bookings'),
    countOf('completions'),
    managesShifts ? countOf('quick-pay') : Promise.resolve(null),
    managesShifts ? countOf('inspection') : Promise.resolve(null),
  ]);
  return { bookings, completions, 'quick-pay': quickPay, inspection };
}
