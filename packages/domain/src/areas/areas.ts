import { z } from 'zod';
import { finnishRegionSchema, locationPrecisions, postcodeSchema } from '../geocoding/geocoding';
import { pagedSchema } from '../shared/paging';

/**
 * Shortest text the area search accepts (spec section 5: "search query has a minimum length", value not
 * shown): one letter would match nearly every facility.
 */
export const areaSearchMinLength = 2;
export const areaSearchMaxLength = 100;
export const areaNameMaxLength = 200;
/** Most addresses in one e-mail list of an area. */
export const areaEmailListMax = 20;

/** Kinds of care a facility offers (the spec's "categories"); an area may have several. */
export const areaCategories = [
  'vanhustenhoito',
  'kotihoito',
  'mielenterveys',
  'vammaispalvelut',
  'paihdepalvelut',
  'lastensuojelu',
  'sairaala',
  'terveyskeskus',
] as const;
export type AreaCategory = (typeof areaCategories)[number];

/**
 * The spec's absence notice (section 9: short-term absences by 6:45, weekends and holidays by 7:00), the
 * carer's default instructions of a new area.
 */
export const defaultAbsenceInfo =
  'Lyhytaikaisista poissaoloista ilmoitettava klo 6:45 mennessä, viikonlopuista ja pyhistä klo 7:00 mennessä.';

/** A work area (facility) as the API answers it (spec section 3, Area). */
export const areaSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  name: z.string(),
  categories: z.array(z.enum(areaCategories)),
  contact: z.string().nullable(),
  contactEmails: z.array(z.string()),
  confirmationEmails: z.array(z.string()),
  confirmationSameAsContact: z.boolean(),
  absenceInfo: z.string().nullable(),
  locationDetails: z.string().nullable(),
  /** The spec's free "contract" text of the area (a note, e.g. a contract reference); not what prices shifts. */
  contract: z.string().nullable(),
  /** The customer contract that prices the area's new gigs' shifts (issue 13), with its name. */
  contractId: z.uuid().nullable(),
  contractName: z.string().nullable(),
  /** The pool ("ring") that serves the area. */
  poolId: z.uuid().nullable(),
  poolName: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  postcode: postcodeSchema.nullable(),
  region: finnishRegionSchema.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  locationPrecision: z.enum(locationPrecisions).nullable(),
  createdAt: z.iso.datetime(),
  /** Sent back on save and delete, so a change made meanwhile by someone else is not overwritten. */
  updatedAt: z.iso.datetime(),
});
export type Area = z.infer<typeof areaSchema>;

export const areaPageSchema = pagedSchema(areaSchema);
export type AreaPage = z.infer<typeof areaPageSchema>;

/** An area offered by name prefix to other screens (spec section 7: 6 results). */
export const areaSuggestionSchema = z.object({ id: z.uuid(), name: z.string(), city: z.string().nullable() });
export type AreaSuggestion = z.infer<typeof areaSuggestionSchema>;
export const areaSuggestionsSchema = z.object({ items: z.array(areaSuggestionSchema) });

/** A pool of the account the area form offers as its ring. */
export const areaPoolOptionSchema = z.object({ id: z.uuid(), name: z.string(), isDefault: z.boolean() });
export type AreaPoolOption = z.infer<typeof areaPoolOptionSchema>;
export const areaPoolOptionsSchema = z.object({ items: z.array(areaPoolOptionSchema) });

export const deletedAreaSchema = z.object({ id: z.uuid(), deletedAt: z.iso.datetime() });
