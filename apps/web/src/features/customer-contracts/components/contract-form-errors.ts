import { contractIssues } from '@portal/domain/customer-contracts';
import type { TFunction } from 'i18next';
import type { FieldErrors } from '@/lib/form-errors';
import { type ContractFormValues, isBlankMoney, type MoneyField, rowsWith } from './contract-form-values';

/** A problem as the schema or the server names it. */
export type ContractIssue = {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  origin?: string;
  maximum?: unknown;
};

type Field = keyof ContractFormValues & string;

/** Errors inside the versions, by place: `<version key>:validFrom`, `<row key>:price|wage|kind`. */
export type NestedErrors = Record<string, string>;

export type ContractFormErrors = { fields: FieldErrors<Field>; nested: NestedErrors };

const moneyFieldOf: Record<string, MoneyField> = { prices: 'price', wages: 'wage' };
const dateFields = new Set<PropertyKey>(['validFrom', 'validTo']);

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function amountMessage(issue: ContractIssue, t: TFunction): string {
  if (issue.code === 'too_small') {
    return t('customer-contracts.fieldErrors.negativeAmount');
  }
  return issue.code === 'too_big'
    ? t('customer-contracts.fieldErrors.amountTooLarge')
    : t('customer-contracts.fieldErrors.invalidAmount');
}

function termMessage(issue: ContractIssue, field: Field, values: ContractFormValues, t: TFunction): string {
  if (issue.message === contractIssues.endBeforeStart) {
    return t('customer-contracts.fieldErrors.endBeforeStart');
  }
  if (issue.message === contractIssues.exemptionBasisRequired) {
    return t('customer-contracts.fieldErrors.exemptionBasisRequired');
  }
  if (isBlank(values[field])) {
    return t('validation.required');
  }
  if (dateFields.has(field)) {
    return t('customer-contracts.fieldErrors.dateFormat');
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return t('validation.maxLength', { count: Number(issue.maximum) });
  }
  return t('validation.invalid');
}

function versionDayMessage(issue: ContractIssue, typed: string, t: TFunction): string {
  if (issue.message === contractIssues.duplicateVersionDay) {
    return t('customer-contracts.fieldErrors.duplicateVersionDay');
  }
  if (issue.message === contractIssues.versionOutsideContract) {
    return t('customer-contracts.fieldErrors.versionOutsideContract');
  }
  return isBlank(typed) ? t('validation.required') : t('customer-contracts.fieldErrors.dateFormat');
}

/** One translated message per field and per place in the versions; the first problem of a place wins. */
export function contractFormErrors(
  issues: readonly ContractIssue[],
  values: ContractFormValues,
  t: TFunction,
): ContractFormErrors {
  const fields: FieldErrors<Field> = {};
  const nested: NestedErrors = {};
  const put = (place: string, message: string) => {
    nested[place] ??= message;
  };
  for (const issue of issues) {
    const [first, versionIndex, part, rowIndex, entryField] = issue.path;
    if (first !== 'versions') {
      const field = first as Field;
      if (typeof first === 'string' && first in values && fields[field] === undefined) {
        fields[field] = termMessage(issue, field, values, t);
      }
      continue;
    }
    fields.versions ??= t('customer-contracts.fieldErrors.checkRates');
    const version = values.versions[Number(versionIndex)];
    if (!version) {
      continue;
    }
    if (part === 'validFrom') {
      // The first version starts with the contract: its day is the contract's start field.
      if (Number(versionIndex) === 0) {
        fields.validFrom ??= versionDayMessage(issue, values.validFrom, t);
      } else {
        put(`${version.key}:validFrom`, versionDayMessage(issue, version.validFrom, t));
      }
      continue;
    }
    const moneyField = moneyFieldOf[String(part)];
    const row = moneyField ? rowsWith(version.rates, moneyField)[Number(rowIndex)] : undefined;
    if (!moneyField || !row) {
      continue;
    }
    if (entryField === 'kind' && issue.message === contractIssues.duplicateRate) {
      put(`${row.key}:kind`, t('customer-contracts.fieldErrors.duplicateRate'));
    } else if (entryField === 'cents') {
      put(`${row.key}:${moneyField}`, amountMessage(issue, t));
    }
  }
  return { fields, nested };
}

/** Rows with neither a price nor a wage: each is asked for one (a row is not dropped silently). */
export function blankRateErrors(values: ContractFormValues, t: TFunction): NestedErrors {
  const nested: NestedErrors = {};
  for (const version of values.versions) {
    for (const rate of version.rates) {
      if (isBlankMoney(rate.price) && isBlankMoney(rate.wage)) {
        nested[`${rate.key}:price`] = t('customer-contracts.fieldErrors.rateRequired');
      }
    }
  }
  return nested;
}
