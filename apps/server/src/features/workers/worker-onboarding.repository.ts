import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import { upsertSealedPaymentDetails } from './worker-payment-details.repository';

// What the new worker changes from the get-started checklist (features/onboarding): personnel owns the
// users table and the sealed payment details, so the writes live here.

export type WorkerOnboardingDetails = {
  firstName: string;
  lastName: string;
  /** E.164, as the worker form stores it. */
  mobile: string;
  addressCity: string;
  birthday: string;
};

/** The details the worker confirmed or corrected. */
export async function updateWorkerOnboardingDetails(
  executor: Executor,
  workerId: string,
  values: WorkerOnboardingDetails & { updatedAt: Date },
): Promise<void> {
  await executor.update(users).set(values).where(eq(users.id, workerId));
}

/**
 * The bank account the worker gave (a valid SEPA IBAN, compact), sealed with the instance's key like the
 * payment tab's. The identity code stays as it was; the BIC is cleared, since it belonged to the old account
 * (a SEPA transfer needs none). `updatedBy` is null: the worker has no account of their own.
 */
export async function saveWorkerIban(
  executor: Executor,
  cipher: PersonalDataCipher,
  entry: { workerId: string; iban: string; at: Date },
): Promise<void> {
  await upsertSealedPaymentDetails(executor, {
    workerId: entry.workerId,
    ibanCipher: cipher.encrypt(entry.iban),
    bic: null,
    updatedBy: null,
    updatedAt: entry.at,
  });
}
