import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema/areas.schema';
import { accounts } from '../../db/schema/tenancy.schema';
import { users } from '../../db/schema/users.schema';

/** What the booking confirmation says and where it goes: the worker's contact and language, the place. */
export async function findBookingConfirmationFacts(
  executor: Executor,
  { workerId, areaId, accountId }: { workerId: string; areaId: string; accountId: string },
) {
  const [[worker], [area], [account]] = await Promise.all([
    executor
      .select({ firstName: users.firstName, email: users.email, mobile: users.mobile, locale: users.locale })
      .from(users)
      .where(eq(users.id, workerId)),
    executor
      .select({ name: areas.name, street: areas.streetAddress, city: areas.city })
      .from(areas)
      .where(eq(areas.id, areaId)),
    executor.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)),
  ]);
  return worker && area ? { worker, area, company: account?.name ?? '' } : null;
}
