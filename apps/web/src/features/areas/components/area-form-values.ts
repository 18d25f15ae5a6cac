import type { Area, AreaCategory } from '@portal/domain/areas';
import { areaIssueCodes, type CreateAreaInput } from '@portal/domain/areas';
import type { FinnishRegion, LocationPrecision } from '@portal/domain/geocoding';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '@/lib/form-errors';

/** What the area form holds: text as typed, numbers or '' while being typed, chosen options. */
export type AreaFormValues = {
  name: string;
  categories: AreaCategory[];
  contact: string;
  contactEmails: string[];
  confirmationSameAsContact: boolean;
  confirmationEmails: string[];
  absenceInfo: string;
  locationDetails: string;
  contract: string;
  /** The customer contract that prices the area's new gigs (not the free `contract` text). */
  contractId: string | null;
  poolId: string | null;
  streetAddress: string;
  city: string;
  postcode: string;
  region: FinnishRegion | null;
  latitude: number | string;
  longitude: number | string;
  locationPrecision: LocationPrecision | null;
};

export type AreaField = keyof AreaFormValues;

export const areaFields = [
  'name',
  'categories',
  'contact',
  'contactEmails',
  'confirmationSameAsContact',
  'confirmationEmails',
  'absenceInfo',
  'locationDetails',
  'contract',
  'contractId',
  'poolId',
  'streetAddress',
  'city',
  'postcode',
  'region',
  'latitude',
  'longitude',
  'locationPrecision',
] as const satisfies readonly AreaField[];

/** A new area: empty, with the absence notice (in the user's language) as the carer's instructions. */
export function newAreaFormValues(absenceInfo: string): AreaFormValues {
  return {
    name: '',
    categories: [],
    contact: '',
    contactEmails: [],
    confirmationSameAsContact: false,
    confirmationEmails: [],
    absenceInfo,
    locationDetails: '',
    contract: '',
    contractId: null,
    poolId: null,
    streetAddress: '',
    city: '',
    postcode: '',
    region: null,
    latitude: '',
    longitude: '',
    locationPrecision: null,
  };
}

export function areaFormValuesOf(area: Area): AreaFormValues {
  return {
    name: area.name,
    categories: area.categories,
    contact: area.contact ?? '',
    contactEmails: area.contactEmails,
    confirmationSameAsContact: area.confirmationSameAsContact,
    confirmationEmails: area.confirmationEmails,
    absenceInfo: area.absenceInfo ?? '',
    locationDetails: area.locationDetails ?? '',
    contract: area.contract ?? '',
    contractId: area.contractId,
    poolId: area.poolId,
    streetAddress: area.streetAddress ?? '',
    city: area.city ?? '',
    postcode: area.postcode ?? '',
    region: area.region,
    latitude: area.latitude ?? '',
    longitude: area.longitude ?? '',
    locationPrecision: area.locationPrecision,
  };
}

function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') {
    return value;
  }
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The request body the values make (the shared schema checks it before it is sent). Without the contract
 * picker (users who may not pick contracts) the contract is left out, so a save keeps the area's.
 */
export function areaInputOf(values: AreaFormValues, withContract = true): CreateAreaInput {
  return {
    ...values,
    contractId: withContract ? values.contractId : undefined,
    confirmationEmails: values.confirmationSameAsContact ? values.contactEmails : values.confirmationEmails,
    latitude: numberOrNull(values.latitude),
    longitude: numberOrNull(values.longitude),
  };
}

/** Translated field errors of a failed parse, with the area rules' own messages. */
export function areaFieldErrorsOf(
  error: z.ZodError,
  candidate: Record<AreaField, unknown>,
  t: TFunction,
): FieldErrors<AreaField> {
  const errors = fieldErrorsOf<AreaField>(error, candidate, t);
  for (const issue of error.issues) {
    const field = issue.path[0] as AreaField | undefined;
    if (field === undefined) {
      continue;
    }
    if (issue.message === areaIssueCodes.emailInvalid) {
      errors[field] = t('areas.validation.emailInvalid');
    } else if (issue.message === areaIssueCodes.coordinatesIncomplete) {
      errors[field] = t('areas.validation.coordinatesIncomplete');
    } else if (issue.message === areaIssueCodes.coordinatesOutsideFinland) {
      errors[field] = t('areas.validation.coordinatesOutsideFinland');
    } else if (field === 'postcode' && candidate.postcode !== '') {
      errors.postcode = t('areas.validation.postcodeInvalid');
    }
  }
  return errors;
}
