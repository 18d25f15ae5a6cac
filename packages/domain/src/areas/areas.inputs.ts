import { z } from 'zod';
import {
  finnishRegionSchema,
  latitudeSchema,
  locationPrecisions,
  longitudeSchema,
  postcodeSchema,
} from '../geocoding/geocoding';
import { isInFinland } from '../geocoding/geocoding.rules';
import { pageQueryFields } from '../shared/paging';
import { isEmail } from '../shared/validators';
import {
  areaCategories,
  areaEmailListMax,
  areaNameMaxLength,
  areaSearchMaxLength,
  areaSearchMinLength,
} from './areas';
import { normalizeEmailList } from './areas.rules';

/** Issue messages the area form turns into its own texts (areas.validation.*). */
export const areaIssueCodes = {
  emailInvalid: 'EMAIL_INVALID',
  coordinatesIncomplete: 'COORDINATES_INCOMPLETE',
  coordinatesOutsideFinland: 'COORDINATES_OUTSIDE_FINLAND',
  searchTooShort: 'SEARCH_TOO_SHORT',
} as const;

/** Optional text: trimmed; empty means not given (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const emailListSchema = z
  .array(z.string().trim().max(254).refine(isEmail, areaIssueCodes.emailInvalid))
  .max(areaEmailListMax)
  .default([])
  .transform(normalizeEmailList);

const areaFieldsSchema = z.object({
  name: z.string().trim().min(1).max(areaNameMaxLength),
  categories: z
    .array(z.enum(areaCategories))
    .default([])
    .transform((categories) => [...new Set(categories)]),
  contact: optionalText(200),
  contactEmails: emailListSchema,
  confirmationSameAsContact: z.boolean().default(false),
  confirmationEmails: emailListSchema,
  /** Left out on create: the spec's absence notice. */
  absenceInfo: optionalText(1000),
  locationDetails: optionalText(2000),
  contract: optionalText(200),
  /**
   * The customer contract of the area: a live contract of the same account, or null for none. Left out
   * (undefined) keeps the area's on save (a user who may not pick contracts never sends it).
   */
  contractId: z.uuid().nullable().optional(),
  poolId: z
    .uuid()
    .nullish()
    .transform((value) => value ?? null),
  streetAddress: optionalText(200),
  city: optionalText(100),
  postcode: z
    .union([z.literal(''), postcodeSchema])
    .nullish()
    .transform((value) => (value ? value : null)),
  region: finnishRegionSchema.nullish().transform((value) => value ?? null),
  latitude: latitudeSchema.nullish().transform((value) => value ?? null),
  longitude: longitudeSchema.nullish().transform((value) => value ?? null),
  locationPrecision: z
    .enum(locationPrecisions)
    .nullish()
    .transform((value) => value ?? null),
});

type AreaFields = z.output<typeof areaFieldsSchema>;

/** Coordinates come as a pair; for an area in a Finnish region they must lie in Finland (not swapped). */
function checkCoordinates(area: AreaFields, context: z.RefinementCtx): void {
  const hasLatitude = area.latitude !== null;
  const hasLongitude = area.longitude !== null;
  if (hasLatitude !== hasLongitude) {
    context.addIssue({
      code: 'custom',
      message: areaIssueCodes.coordinatesIncomplete,
      path: [hasLatitude ? 'longitude' : 'latitude'],
    });
    return;
  }
  if (
    area.latitude !== null &&
    area.longitude !== null &&
    area.region !== null &&
    !isInFinland({ latitude: area.latitude, longitude: area.longitude })
  ) {
    context.addIssue({
      code: 'custom',
      message: areaIssueCodes.coordinatesOutsideFinland,
      path: ['latitude'],
    });
  }
}

/** Creating an area: the facility name is required, everything else optional. */
export const createAreaInputSchema = areaFieldsSchema.superRefine(checkCoordinates);
export type CreateAreaInput = z.input<typeof createAreaInputSchema>;
export type CreateAreaValues = z.output<typeof createAreaInputSchema>;

/** Saving an area: all fields, plus the `updatedAt` the form loaded (a newer save answers CONFLICT). */
export const updateAreaInputSchema = areaFieldsSchema
  .extend({ expectedUpdatedAt: z.iso.datetime().optional() })
  .superRefine(checkCoordinates);
export type UpdateAreaInput = z.input<typeof updateAreaInputSchema>;
export type UpdateAreaValues = z.output<typeof updateAreaInputSchema>;

/** Deleting an area: optionally the `updatedAt` the screen shows, as for saving. */
export const deleteAreaQuerySchema = z.object({ expectedUpdatedAt: z.iso.datetime().optional() });

/** The areas list: a name search (contains, any case) and pages (spec: default page size 10, perPage). */
export const listAreasQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(areaSearchMaxLength)
    .optional()
    .refine((value) => !value || value.length >= areaSearchMinLength, areaIssueCodes.searchTooShort),
  ...pageQueryFields(),
});
export type ListAreasQuery = z.infer<typeof listAreasQuerySchema>;

/** Area suggestions for other screens: a name prefix (empty gives the first names alphabetically). */
export const areaSuggestionsQuerySchema = z.object({
  prefix: z.string().trim().max(areaSearchMaxLength).default(''),
});
export type AreaSuggestionsQuery = z.infer<typeof areaSuggestionsQuerySchema>;
