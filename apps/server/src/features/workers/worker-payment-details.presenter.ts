import { maskIdentityCode } from '@portal/domain/payroll';
import {
  joinFullName,
  maskIban,
  type RevealedWorkerPaymentDetails,
  type WorkerPaymentDetails,
} from '@portal/domain/workers';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import type { SealedPaymentDetailsRow } from './worker-payment-details.repository';

/** The masked answer: opened only to be masked, so the clear values never leave this function. */
export function presentPaymentDetails(
  workerId: string,
  row: SealedPaymentDetailsRow | null,
  cipher: PersonalDataCipher,
): WorkerPaymentDetails {
  const identityCode = row?.identityCodeCipher ? cipher.decrypt(row.identityCodeCipher) : null;
  const iban = row?.ibanCipher ? cipher.decrypt(row.ibanCipher) : null;
  const updatedByName =
    row?.updatedByFirstName == null || row.updatedByLastName == null
      ? null
      : joinFullName(row.updatedByFirstName, row.updatedByLastName);
  return {
    workerId,
    hasIdentityCode: identityCode !== null,
    identityCodeMasked: identityCode === null ? null : maskIdentityCode(identityCode),
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
