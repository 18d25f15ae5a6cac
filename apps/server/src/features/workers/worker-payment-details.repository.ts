import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workerPaymentDetails } from '../../db/schema/users.schema';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';

/** A worker's payment details in clear: only for payroll and the Incomes Register, never for logs or events. */
export type WorkerPaymentDetails = {
  workerId: string;
  identityCode: string | null;
  iban: string | null;
  bic: string | null;
};

/**
 * The payment details of the workers, opened with the instance's key (issue 14 §3). A worker without a row
 * is missing from the map: payroll reads that as "missing identity code and bank account".
 */
export async function findWorkerPaymentDetails(
  executor: Executor,
  cipher: PersonalDataCipher,
  workerIds: readonly string[],
): Promise<Map<string, WorkerPaymentDetails>> {
  if (workerIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select()
    .from(workerPaymentDetails)
    .where(inArray(workerPaymentDetails.workerId, [...new Set(workerIds)]));
  return new Map(
    rows.map((row) => [
      row.workerId,
      {
        workerId: row.workerId,
        identityCode: row.identityCodeCipher === null ? null : cipher.decrypt(row.identityCodeCipher),
        iban: row.ibanCipher === null ? null : cipher.decrypt(row.ibanCipher),
        bic: row.bic,
      },
    ]),
  );
}
