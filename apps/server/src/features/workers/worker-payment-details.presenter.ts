import { birthDateOfIdentityCode, maskIdentityCode } from '@portal/domain/payroll';
import {
  joinFullName,
  maskIban,
  type RevealedWorkerPaymentDetails,
  type WorkerPaymentDetails,
} from '@portal/domain/workers';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import type { SealedPaymentDetailsRow } from './worker-payment-details.repository';

/**
 * The masked answer: opened only to be masked (and the code's birth date compared with the worker's
 * birthday), so the clear values never leave this function.
 */
export function presentPaymentDetails(
  worker: { id: string; birthday: string | null },
  row: SealedPaymentDetailsRow | null,
  cipher: PersonalDataCipher,
): WorkerPaymentDetails {
  const identityCode = row?.identityCodeCipher ? cipher.decrypt(row.identityCodeCipher) : null;
  const iban = row?.ibanCipher ? cipher.decrypt(row.ibanCipher) : null;
  const updatedByName =
    row?.updatedByFirstName == null || row.updatedByLastName == null
      ? null
      : joinFullName(row.updatedByFirstName, row.updatedByLastName);
  const codeBirthDate = identityCode === null ? null : birthDateOfIdentityCode(identityCode);
  return {
    workerId: worker.id,
    hasIdentityCode: identityCode !== null,
    identityCodeMasked: identityCode === null ? null : maskIdentityCode(identityCode),
    identityCodeMatchesBirthday:
      codeBirthDate === null || worker.birthday === null ? null : codeBirthDate === worker.birthday,
    hasIban: iban !== null,
    ibanMasked: iban === null ? null : maskIban(iban),
    bic: row?.bic ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName,
  };
}

/** The clear answer of a reveal. */
export function presentRevealedPaymentDetails(
  workerId: string,
  row: SealedPaymentDetailsRow | null,
  cipher: PersonalDataCipher,
): RevealedWorkerPaymentDetails {
  return {
    workerId,
    identityCode: row?.identityCodeCipher ? cipher.decrypt(row.identityCodeCipher) : null,
    iban: row?.ibanCipher ? cipher.decrypt(row.ibanCipher) : null,
    bic: row?.bic ?? null,
  };
}
