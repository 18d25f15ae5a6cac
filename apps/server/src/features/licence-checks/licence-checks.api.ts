import type { LicenceCheckFact } from '@portal/domain/licence-checks';
import type { Executor } from '../../db/client';
import { licenceFactOf } from './licence-checks.presenter';
import { findChecksOfWorkers } from './licence-checks.repository';

/**
 * The licence checks' public surface: the booking paths (shifts, shift invitations) read the facts the
 * hard gate needs here, and the job runner starts the reminders.
 */
export { createLicenceReminderService, type LicenceReminderService } from './use-cases/licence-reminders';

/** Each worker's checks in force in the account, in one query; a worker without any maps to []. */
export async function findLicenceFactsOfWorkers(
  executor: Executor,
  accountId: string,
  workerIds: readonly string[],
): Promise<Map<string, LicenceCheckFact[]>> {
  const facts = new Map<string, LicenceCheckFact[]>(workerIds.map((id) => [id, []]));
  for (const row of await findChecksOfWorkers(executor, accountId, workerIds)) {
    facts.get(row.workerId)?.push(licenceFactOf(row));
  }
  return facts;
}
