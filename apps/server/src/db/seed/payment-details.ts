import { identityCodeCheckCharacter } from '@portal/domain/payroll';
import type { PersonalDataCipher } from '../../lib/personal-data-cipher';
import type { users, workerPaymentDetails } from '../schema/users.schema';
import { createRandom, type Random } from './random';

type UserRow = typeof users.$inferInsert;
type PaymentDetailsRow = typeof workerPaymentDetails.$inferInsert;

/**
 * Banks a demo account is drawn from: the Finnish account number's leading digits and the bank's BIC
 * (Nordea, OP, Danske Bank, as the Finnish banks' code list gives them).
 */
const banks = [
  { prefix: '1', bic: 'NDEAFIHH' },
  { prefix: '5', bic: 'OKOYFIHH' },
  { prefix: '8', bic: 'DABAFIHH' },
] as const;

/** A fictional identity code for the birthday: individual number 002–899, its check character. */
function identityCodeOf(birthday: string, random: Random): string {
  const [year = '', month = '', day = ''] = birthday.split('-');
  const sign = Number(year) >= 2000 ? 'A' : '-';
  const individual = String(random.int(2, 899)).padStart(3, '0');
  const digits = `${day}${month}${year.slice(2)}${individual}`;
  return `${day}${month}${year.slice(2)}${sign}${individual}${identityCodeCheckCharacter(digits)}`;
}

/** The Luhn check digit Finnish account numbers end with (weights 2, 1, 2, … from the left over 13 digits). */
function luhnDigit(thirteenDigits: string): string {
  const sum = [...thirteenDigits].reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

/** The IBAN's check digits: 98 minus the remainder of BBAN + "FI00" (F = 15, I = 18) divided by 97. */
function finnishIbanOf(bban: string): string {
  let remainder = 0;
  for (const digit of `${bban}151800`) {
    remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return `FI${String(98 - remainder).padStart(2, '0')}${bban}`;
}

function bankAccountOf(random: Random): { iban: string; bic: string } {
  const bank = random.pick(banks);
  let body = bank.prefix;
  while (body.length < 13) {
    body += String(random.int(0, 9));
  }
  return { iban: finnishIbanOf(`${body}${luhnDigit(body)}`), bic: bank.bic };
}

/** What a worker's details are made from: the worker's user row as the seed builds it. */
type SeedPerson = Pick<UserRow, 'id' | 'accountId' | 'birthday'>;

/**
 * Sealed identity codes and bank accounts for the Finnish demo workers (issue 14 §3): each code matches
 * the worker's birthday. The clear values are the same every run (seeded randomness); only the sealed text
 * differs, as each value gets a fresh IV. Three workers are left incomplete, so payroll shows "missing
 * identity code or bank account": the first worker of the first account has nothing on file, of the second
 * no identity code, of the third no bank account.
 */
export function buildPaymentDetails(
  workers: readonly SeedPerson[],
  cipher: PersonalDataCipher,
  now: Date,
): PaymentDetailsRow[] {
  const random = createRandom('demo-payment-details');
  const accountsSeen = new Set<string | null | undefined>();
  const rows: PaymentDetailsRow[] = [];
  for (const worker of workers) {
    // Drawn for every worker, the incomplete ones too, so each worker's values never shift.
    const identityCode = identityCodeOf(worker.birthday ?? '1985-06-15', random);
    const account = bankAccountOf(random);
    const gap = accountsSeen.has(worker.accountId) ? null : accountsSeen.size;
    accountsSeen.add(worker.accountId);
    if (worker.id === undefined || gap === 0) {
      continue;
    }
    rows.push({
      workerId: worker.id,
      identityCodeCipher: gap === 1 ? null : cipher.encrypt(identityCode),
      ibanCipher: gap === 2 ? null : cipher.encrypt(account.iban),
      bic: gap === 2 ? null : account.bic,
      updatedAt: now,
    });
  }
  return rows;
}
