import { ageFilterYears } from '../shared/constants';
import { yearsBefore } from '../shared/helsinki-time';

/** Worker step state (spec section 4), or null once the work contract is signed. */
export type WorkerStepState = 'waiting_for_contract' | 'contract_pending';

/**
 * Spec section 4: waiting_for_contract while the work contract is neither sent nor signed, contract_pending
 * once it is sent and not yet signed; a signed contract ends the contract steps.
 */
export function stepStateOf(contract: {
  workContractSent: boolean;
  workContractSigned: boolean;
}): WorkerStepState | null {
  if (contract.workContractSigned) {
    return null;
  }
  return contract.workContractSent ? 'contract_pending' : 'waiting_for_contract';
}

/**
 * Whether saving a worker queues the welcome e-mail: only when confirmed turns from false to true and the
 * e-mail was never queued before (spec section 4: setting confirmed to true triggers it; it goes once).
 */
export function isWelcomeMailDue(change: {
  wasConfirmed: boolean;
  isConfirmed: boolean;
  welcomeSentAt: Date | string | null;
}): boolean {
  return change.isConfirmed && !change.wasConfirmed && change.welcomeSentAt === null;
}

/** Splits a full name (more than one word) into first names and the last name: "Anna Maria Virtanen". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

/** First and last name shown as one, without stray spaces. */
export function joinFullName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}

// The Helsinki day of an instant and the years-before arithmetic live in the Helsinki time module.
export { helsinkiDayKey as helsinkiDateOf, yearsBefore } from '../shared/helsinki-time';

/**
 * The age filter's limit (spec section 9, "age over 50"): a worker qualifies when born before this date, that
 * is, the birthday is more than `years` years before today.
 */
export function ageFilterCutoff(today: string, years: number = ageFilterYears): string {
  return yearsBefore(today, years);
}

/** Whether a YYYY-MM-DD birthday is more than `years` years before `today` (both Helsinki dates). */
export function isOverAge(birthday: string | null, today: string, years: number = ageFilterYears): boolean {
  return birthday !== null && birthday < ageFilterCutoff(today, years);
}

/** Age in whole years on `today` (YYYY-MM-DD), or null without a birthday. */
export function ageOn(birthday: string | null, today: string): number | null {
  if (birthday === null) {
    return null;
  }
  const [birthYear, birthMonthDay] = [Number(birthday.slice(0, 4)), birthday.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Application period: either end may be open, but a start after the end is refused. */
export function isApplicationPeriodValid(start: string | null, end: string | null): boolean {
  return start === null || end === null || start <= end;
}
