import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, workerPaymentDetails } from '../../db/schema/users.schema';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';

/** Their audit entries' subject: kept out of the worker's history, which agents read too. */
export const paymentDetailsAuditSubject = 'WorkerPaymentDetails';

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

/** The stored row as sealed, with the name of who saved it last (for the masked answer and the audit). */
export type SealedPaymentDetailsRow = typeof workerPaymentDetails.$inferSelect & {
  updatedByFirstName: string | null;
  updatedByLastName: string | null;
};

export async function findSealedPaymentDetails(
  executor: Executor,
  workerId: string,
): Promise<SealedPaymentDetailsRow | null> {
  const [row] = await executor
    .select({
      ...getTableColumns(workerPaymentDetails),
      updatedByFirstName: users.firstName,
      updatedByLastName: users.lastName,
    })
    .from(workerPaymentDetails)
    .leftJoin(users, eq(users.id, workerPaymentDetails.updatedBy))
    .where(eq(workerPaymentDetails.workerId, workerId));
  return row ?? null;
}

/** Writes the sealed values (already encrypted by the caller), replacing what was there. */
export async function upsertSealedPaymentDetails(
  executor: Executor,
  values: typeof workerPaymentDetails.$inferInsert,
): Promise<void> {
  const { workerId: _workerId, ...changes } = values;
  await executor
    .insert(workerPaymentDetails)
    .values(values)
    .onConflictDoUpdate({ target: workerPaymentDetails.workerId, set: changes });
}
