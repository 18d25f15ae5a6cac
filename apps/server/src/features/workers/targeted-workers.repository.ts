import { type MessageTargets, matchesTargets } from '@portal/domain/messaging';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';

/** A worker an announcement, a bulk SMS or a questionnaire reaches, with what sending needs. */
export type TargetedWorker = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  locale: string | null;
  region: string | null;
  city: string | null;
  profession: string | null;
};

/**
 * The account's working workers (confirmed, accepted) that the targets reach. The targets are matched
 * here with the domain's `matchesTargets` rather than in SQL, so the count shown before sending, the
 * recipients and the worker app's feed can never disagree (and PostgreSQL's `lower()` does not fold ä/ö
 * under every collation). An account's workers are a few thousand narrow rows, one indexed read.
 */
export async function findTargetedWorkers(
  executor: Executor,
  accountId: string,
  targets: MessageTargets,
): Promise<TargetedWorker[]> {
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      mobile: users.mobile,
      locale: users.locale,
      region: users.addressRegion,
      city: users.addressCity,
      profession: users.profession,
    })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.role, 'worker'),
        eq(users.confirmed, true),
        eq(users.status, 'accepted'),
      ),
    )
    .orderBy(asc(users.id));
  return rows.filter((worker) => matchesTargets(worker, targets));
}
