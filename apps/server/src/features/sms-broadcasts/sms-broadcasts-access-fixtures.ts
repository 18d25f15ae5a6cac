import type { Executor } from '../../db/client';
import { smsBroadcasts, smsOptOuts } from '../../db/schema/communications.schema';
import { buildWorker } from '../../testing/factories';

// Records the access-matrix test names in its bulk SMS calls: per account a worker with a mobile in
// Uusimaa, a draft to read, send (sending twice answers the same) and count, drafts to delete (a deleted
// draft cannot be deleted again) and opt-outs to remove.

const perAccount = 12;
type AccountFixtures = { draftId: string; deletables: string[]; optOuts: string[]; used: number[] };
const fixtures = new Map<string, AccountFixtures>();

async function addDraft(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .insert(smsBroadcasts)
    .values({
      accountId,
      title: 'Matriisin viesti',
      message: 'Vuoroja tarjolla.',
      encoding: 'gsm7',
      segments: 1,
      targetRegion: 'Uusimaa',
    })
    .returning({ id: smsBroadcasts.id });
  return row?.id ?? '';
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareSmsBroadcastsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const [accountIndex, accountId] of accountIds.entries()) {
    if (fixtures.has(accountId)) {
      continue;
    }
    await buildWorker(db, { accountId, mobile: `+35840900${accountIndex}000`, addressRegion: 'Uusimaa' });
    const draftId = await addDraft(db, accountId);
    const deletables: string[] = [];
    const optOuts: string[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      deletables.push(await addDraft(db, accountId));
      const mobile = `+35850900${accountIndex}${String(index).padStart(3, '0')}`;
      await db.insert(smsOptOuts).values({ accountId, mobile, source: 'staff' });
      optOuts.push(mobile);
    }
    fixtures.set(accountId, { draftId, deletables, optOuts, used: [0, 0] });
  }
}

function of(accountId: string): AccountFixtures {
  const entry = fixtures.get(accountId);
  if (!entry) {
    throw new Error(`no bulk SMS fixtures for account ${accountId}`);
  }
  return entry;
}

/** Hands out each record once, so every allowed call succeeds. */
function take(list: (entry: AccountFixtures) => string[], slot: 0 | 1) {
  return (accountId: string): string => {
    const entry = of(accountId);
    const value = list(entry)[entry.used[slot] ?? 0];
    entry.used[slot] = (entry.used[slot] ?? 0) + 1;
    if (!value) {
      throw new Error('bulk SMS access fixtures used up');
    }
    return value;
  };
}

export const smsBroadcastsAccessFixtures = {
  draftId: (accountId: string) => of(accountId).draftId,
  nextDeletable: take((entry) => entry.deletables, 0),
  nextOptOut: take((entry) => entry.optOuts, 1),
};
