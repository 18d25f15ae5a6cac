import type { CareRole } from '../care-roles/care-roles';
import type { CollectiveAgreement } from '../pay-rules/collective-agreements';
import { type HourKind, hourKinds } from '../pay-rules/shift-minutes';
import type { Cents } from '../shared/money';

/**
 * A customer contract (spec section 3, Contract (customer)): what an account pays for each hour of each care
 * role and what the worker earns for it, under one collective agreement. The spec's free "price entries"
 * and "salary entries" (name, value) are typed here: a rate per care role (or for every role) and per kind
 * of hour, in integer cents, plus a price per kilometre. A price change is a new dated version; a shift is
 * priced and paid by the version in force on its (Helsinki) day. Payroll reads the wages of the same
 * versions.
 */

/** Kinds of rate: the hour kinds of the split (pay-rules) and kilometres driven. */
export const rateKinds = [...hourKinds, 'kilometre'] as const;
export type RateKind = (typeof rateKinds)[number];

/**
 * VAT treatment (reference/domain-rules.md §3.5): 25.5 % standard (social-care staffing), or exempt where
 * staff leasing of licensed healthcare professionals to a healthcare unit qualifies; an exempt contract
 * states its legal basis, printed on every invoice (Finvoice `VatFreeText`).
 */
export const contractVatTreatments = ['standard', 'exempt'] as const;
export type ContractVatTreatment = (typeof contractVatTreatments)[number];

/** One rate: for a care role, or for every role where `careRole` is null (a role's own rate wins). */
export type RateEntry = { careRole: CareRole | null; kind: RateKind; cents: Cents };

/** The prices and wages from one day on, until the next version's first day. */
export type ContractVersion = { validFrom: string; prices: RateEntry[]; wages: RateEntry[] };

export type CustomerContractTerms = {
  name: string;
  customerNumber: string | null;
  /** Spec "no over hours": shifts of this contract never pay or bill overtime. */
  noOverHours: boolean;
  /** Spec "monthly salary": workers under this contract are paid monthly, not per shift. */
  monthlySalary: boolean;
  collectiveAgreement: CollectiveAgreement;
  vatTreatment: ContractVatTreatment;
  /** The legal basis of an exempt contract; null for standard VAT. */
  vatExemptionBasis: string | null;
  /** The contract's first and last day (YYYY-MM-DD); null `validTo` runs until further notice. */
  validFrom: string;
  validTo: string | null;
  /** At least one; sorted by `validFrom`, the first starting on the contract's `validFrom`. */
  versions: ContractVersion[];
};

export const contractNameMaxLength = 200;
export const customerNumberMaxLength = 50;
export const vatExemptionBasisMaxLength = 500;
/** The largest rate an admin can enter: 10 000 € an hour or a kilometre. */
export const maxRateCents = 1_000_000;

/** Whether the contract is in force on a day. */
export function isContractInForceOn(
  contract: Pick<CustomerContractTerms, 'validFrom' | 'validTo'>,
  dayKey: string,
): boolean {
  return contract.validFrom <= dayKey && (contract.validTo === null || dayKey <= contract.validTo);
}

/** The version in force on a day, or null outside the contract's validity. */
export function contractVersionOn(
  contract: Pick<CustomerContractTerms, 'validFrom' | 'validTo' | 'versions'>,
  dayKey: string,
): ContractVersion | null {
  if (!isContractInForceOn(contract, dayKey)) {
    return null;
  }
  let inForce: ContractVersion | null = null;
  for (const version of contract.versions) {
    if (version.validFrom <= dayKey && (inForce === null || version.validFrom > inForce.validFrom)) {
      inForce = version;
    }
  }
  return inForce;
}

/** The rate of a kind for a care role: the role's own entry, else the every-role entry, else null. */
export function rateOf(
  entries: readonly RateEntry[],
  careRole: CareRole | null,
  kind: RateKind,
): Cents | null {
  const own =
    careRole === null
      ? undefined
      : entries.find((entry) => entry.careRole === careRole && entry.kind === kind);
  return (own ?? entries.find((entry) => entry.careRole === null && entry.kind === kind))?.cents ?? null;
}

/** The hour kinds a shift of this role uses that have no price (an invoice cannot be made until they do). */
export function missingRateKinds(
  entries: readonly RateEntry[],
  careRole: CareRole | null,
  kinds: readonly HourKind[],
): HourKind[] {
  return kinds.filter((kind) => rateOf(entries, careRole, kind) === null);
}
