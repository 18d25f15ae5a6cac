import { z } from 'zod';

/**
 * The fields a gig copies from its area when it is created (address, contact, instructions), editable per
 * gig afterwards. The one list: the gig form's fill-in, the server's copy, the split's copy and the seed all
 * read it.
 */
export const gigAreaFieldsSchema = z.object({
  contract: z.string().nullable(),
  clientEmails: z.array(z.string()),
  contact: z.string().nullable(),
  absenceInfo: z.string().nullable(),
  locationDetails: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
/** The values of a gig's area fields. */
export type GigAreaValues = z.infer<typeof gigAreaFieldsSchema>;
export const gigAreaFields = gigAreaFieldsSchema.keyof().options;
export type GigAreaField = keyof GigAreaValues;

/** What the copy reads of an area: its own names, `contactEmails` becoming the gig's `clientEmails`. */
export type GigAreaSource = Omit<GigAreaValues, 'clientEmails'> & { contactEmails: string[] };

/** An area's fields as a gig's. */
export function gigAreaValuesOf(area: GigAreaSource): GigAreaValues {
  const { contactEmails, ...rest } = area;
  const values = { ...rest, clientEmails: contactEmails };
  return Object.fromEntries(gigAreaFields.map((field) => [field, values[field]])) as GigAreaValues;
}

/** The gig's copy of its area's fields; a field the form sent (not undefined) wins. */
export function gigAreaFieldsOf(
  input: Partial<{ [Field in GigAreaField]: GigAreaValues[Field] | undefined }>,
  area: GigAreaSource,
): GigAreaValues {
  const fromArea = gigAreaValuesOf(area);
  return Object.fromEntries(
    gigAreaFields.map((field) => [field, input[field] === undefined ? fromArea[field] : input[field]]),
  ) as GigAreaValues;
}

/** A gig's own area fields, to copy to another gig (a shift split out keeps the old gig's). */
export function pickGigAreaFields(gig: GigAreaValues): GigAreaValues {
  return Object.fromEntries(gigAreaFields.map((field) => [field, gig[field]])) as GigAreaValues;
}
