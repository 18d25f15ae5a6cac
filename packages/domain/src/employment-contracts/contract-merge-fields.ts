import type { Locale } from '../shared/constants';
import { DomainError } from '../shared/errors';
import { formatDayKey } from '../shared/helsinki-time';
import { formatCents } from '../shared/money';
import type { ContractTerms } from './employment-contracts';

/** Every merge field a template may use, as written between double braces: `{{worker.fullName}}`. */
export const contractMergeFields = [
  'worker.fullName',
  'worker.firstName',
  'worker.birthday',
  'employer.name',
  'employer.businessId',
  'role',
  'wage',
  'startsOn',
  'endsOn',
  'collectiveAgreement',
  'placeOfWork',
  'probationPeriod',
  'workingHours',
] as const;
export type ContractMergeField = (typeof contractMergeFields)[number];

/** What a contract's text is merged from: the worker, the employer (seller details) and the terms. */
export type ContractMergeValues = {
  locale: Locale;
  worker: { fullName: string; firstName: string; birthday: string | null };
  employer: { name: string; businessId: string | null };
  terms: ContractTerms;
};

const fieldPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

const untilFurtherNotice: Record<Locale, string> = {
  fi: 'toistaiseksi',
  en: 'until further notice',
  de: 'auf unbestimmte Zeit',
  fr: 'à durée indéterminée',
  pt: 'por tempo indeterminado',
};

/** The hourly wage as the locale writes it: `18,50 €/h`, in English `€18.50/h`. */
export function formatHourlyWage(cents: number, locale: Locale): string {
  if (locale === 'en') {
    return `€${(cents / 100).toFixed(2)}/h`;
  }
  return `${formatCents(cents)} €/h`;
}

/** The fields a template uses, each once, in the order they first appear. */
export function templateFieldsOf(body: string): string[] {
  return [...new Set([...body.matchAll(fieldPattern)].map((match) => match[1] ?? ''))];
}

/** The fields a template uses that are not merge fields (empty when the template is fine). */
export function unknownTemplateFields(body: string): string[] {
  return templateFieldsOf(body).filter(
    (field) => !(contractMergeFields as readonly string[]).includes(field),
  );
}

function mergeValueOf(field: ContractMergeField, values: ContractMergeValues): string | null {
  const { worker, employer, terms, locale } = values;
  switch (field) {
    case 'worker.fullName':
      return worker.fullName;
    case 'worker.firstName':
      return worker.firstName;
    case 'worker.birthday':
      return worker.birthday ? formatDayKey(worker.birthday) : null;
    case 'employer.name':
      return employer.name;
    case 'employer.businessId':
      return employer.businessId;
    case 'role':
      return terms.role;
    case 'wage':
      return formatHourlyWage(terms.hourlyWageCents, locale);
    case 'startsOn':
      return formatDayKey(terms.startsOn);
    case 'endsOn':
      // An open-ended contract is a value too: the locale's "until further notice".
      return terms.endsOn ? formatDayKey(terms.endsOn) : untilFurtherNotice[locale];
    case 'collectiveAgreement':
      return terms.collectiveAgreement;
    case 'placeOfWork':
      return terms.placeOfWork;
    case 'probationPeriod':
      return terms.probationPeriod;
    case 'workingHours':
      return terms.workingHours;
  }
}

/**
 * The template's text with every merge field filled. Refuses an unknown field
 * (CONTRACT_TEMPLATE_UNKNOWN_FIELD, `field`) and a field the template uses whose value is empty
 * (CONTRACT_TEMPLATE_VALUE_MISSING, `field`): a contract never goes out with a blank where a term belongs.
 */
export function renderContractBody(template: string, values: ContractMergeValues): string {
  const unknown = unknownTemplateFields(template);
  if (unknown.length > 0) {
    throw new DomainError('CONTRACT_TEMPLATE_UNKNOWN_FIELD', { field: unknown[0], fields: unknown });
  }
  return template.replace(fieldPattern, (_, field: ContractMergeField) => {
    const value = mergeValueOf(field, values)?.trim();
    if (!value) {
      throw new DomainError('CONTRACT_TEMPLATE_VALUE_MISSING', { field });
    }
    return value;
  });
}
