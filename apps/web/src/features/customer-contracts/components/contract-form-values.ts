import type { CareRole } from '@portal/domain/care-roles';
import type {
  ContractDetail,
  ContractVatTreatment,
  CustomerContractInput,
  RateEntry,
  RateKind,
} from '@portal/domain/customer-contracts';
import type { CollectiveAgreement } from '@portal/domain/pay-rules';
import { parseEuros, parseTypedDate } from '@portal/domain/shared';

/** The role select's value for a rate of every role (null in the contract). */
export const everyRole = '*';

/** One row of a version's table: a price and a wage for one role and kind of hour. Money as typed. */
export type RateRowValues = {
  key: string;
  careRole: string;
  kind: RateKind;
  price: number | string;
  wage: number | string;
};

/** A version as the form holds it; the first one's day is the contract's start. */
export type VersionValues = { key: string; validFrom: string; rates: RateRowValues[] };

export type ContractFormValues = {
  name: string;
  customerNumber: string;
  noOverHours: boolean;
  monthlySalary: boolean;
  campaignsRaisePrice: boolean;
  collectiveAgreement: CollectiveAgreement;
  vatTreatment: ContractVatTreatment;
  vatExemptionBasis: string;
  validFrom: string;
  validTo: string;
  versions: VersionValues[];
};

export type MoneyField = 'price' | 'wage';

let nextKey = 0;
/** A key for a new row or version, stable while the form lives (React lists, error places). */
export function newKey(): string {
  nextKey += 1;
  return `k${nextKey}`;
}

export function emptyRate(): RateRowValues {
  return { key: newKey(), careRole: everyRole, kind: 'base', price: '', wage: '' };
}

export function emptyContractValues(): ContractFormValues {
  return {
    name: '',
    customerNumber: '',
    noOverHours: false,
    monthlySalary: false,
    campaignsRaisePrice: false,
    collectiveAgreement: 'sote',
    vatTreatment: 'standard',
    vatExemptionBasis: '',
    validFrom: '',
    validTo: '',
    versions: [{ key: newKey(), validFrom: '', rates: [emptyRate()] }],
  };
}

/** A new version from a date still to be typed, with the rates of the latest one to change from. */
export function copyOfLatest(versions: readonly VersionValues[]): VersionValues {
  const latest = versions.at(-1);
  return {
    key: newKey(),
    validFrom: '',
    rates: (latest?.rates ?? [emptyRate()]).map((rate) => ({ ...rate, key: newKey() })),
  };
}

/** Cents as the money input shows them: a number of euros (3850 is 38.5, shown "38,50"). */
function eurosOf(cents: number): number {
  return cents / 100;
}

function rowsOf(prices: readonly RateEntry[], wages: readonly RateEntry[]): RateRowValues[] {
  const rows: RateRowValues[] = [];
  const rowFor = (entry: RateEntry) => {
    const careRole = entry.careRole ?? everyRole;
    let row = rows.find((candidate) => candidate.careRole === careRole && candidate.kind === entry.kind);
    if (!row) {
      row = { key: newKey(), careRole, kind: entry.kind, price: '', wage: '' };
      rows.push(row);
    }
    return row;
  };
  for (const entry of prices) {
    rowFor(entry).price = eurosOf(entry.cents);
  }
  for (const entry of wages) {
    rowFor(entry).wage = eurosOf(entry.cents);
  }
  return rows;
}

/** A saved contract as the form's values: dates as day keys (the date field shows them DD.MM.YYYY), a row per role and kind. */
export function valuesOfContract(contract: ContractDetail): ContractFormValues {
  return {
    name: contract.name,
    customerNumber: contract.customerNumber ?? '',
    noOverHours: contract.noOverHours,
    monthlySalary: contract.monthlySalary,
    campaignsRaisePrice: contract.campaignsRaisePrice,
    collectiveAgreement: contract.collectiveAgreement,
    vatTreatment: contract.vatTreatment,
    vatExemptionBasis: contract.vatExemptionBasis ?? '',
    validFrom: contract.validFrom,
    validTo: contract.validTo ?? '',
    versions: contract.versions.map((version) => ({
      key: newKey(),
      validFrom: version.validFrom,
      rates: rowsOf(version.prices, version.wages),
    })),
  };
}

export const isBlankMoney = (value: number | string) => String(value).trim() === '';

/** A typed amount in cents; what does not parse is NaN, for the schema to refuse. */
export function centsOf(value: number | string): number {
  return parseEuros(String(value)) ?? Number.NaN;
}

/** The date field hands over a day key, or the text typed when it is not a date: sent on, to be refused. */
export function toIsoDate(typed: string): string {
  return parseTypedDate(typed) ?? typed.trim();
}

/** The rows of a version that carry a price (or a wage): what `prices[j]` (or `wages[j]`) is. */
export function rowsWith(rates: readonly RateRowValues[], field: MoneyField): RateRowValues[] {
  return rates.filter((rate) => !isBlankMoney(rate[field]));
}

function entriesOf(rates: readonly RateRowValues[], field: MoneyField) {
  return rowsWith(rates, field).map((rate) => ({
    careRole: rate.careRole === everyRole ? null : (rate.careRole as CareRole),
    kind: rate.kind,
    cents: centsOf(rate[field]),
  }));
}

/** What the schema checks: the first version starts with the contract; blank amounts are no entry. */
export function toContractCandidate(values: ContractFormValues): CustomerContractInput {
  const validFrom = toIsoDate(values.validFrom);
  return {
    name: values.name,
    customerNumber: values.customerNumber,
    noOverHours: values.noOverHours,
    monthlySalary: values.monthlySalary,
    campaignsRaisePrice: values.campaignsRaisePrice,
    collectiveAgreement: values.collectiveAgreement,
    vatTreatment: values.vatTreatment,
    vatExemptionBasis: values.vatExemptionBasis,
    validFrom,
    validTo: values.validTo.trim() === '' ? null : toIsoDate(values.validTo),
    versions: values.versions.map((version, index) => ({
      validFrom: index === 0 ? validFrom : toIsoDate(version.validFrom),
      prices: entriesOf(version.rates, 'price'),
      wages: entriesOf(version.rates, 'wage'),
    })),
  };
}
