import { z } from 'zod';

/**
 * The 19 regions of Finland (maakunnat), by their Finnish names as Posti and the area form use them (spec:
 * "Regions: the 19 Finnish provinces").
 */
export const finnishRegions = [
  'Uusimaa',
  'Varsinais-Suomi',
  'Satakunta',
  'Kanta-Häme',
  'Pirkanmaa',
  'Päijät-Häme',
  'Kymenlaakso',
  'Etelä-Karjala',
  'Etelä-Savo',
  'Pohjois-Savo',
  'Pohjois-Karjala',
  'Keski-Suomi',
  'Etelä-Pohjanmaa',
  'Pohjanmaa',
  'Keski-Pohjanmaa',
  'Pohjois-Pohjanmaa',
  'Kainuu',
  'Lappi',
  'Ahvenanmaa',
] as const;
export type FinnishRegion = (typeof finnishRegions)[number];
export const finnishRegionSchema = z.enum(finnishRegions);

/**
 * Posti's postcode file names the region of a postcode by its NUTS 3 code (Uusimaa is "Helsinki-Uusimaa"
 * there), so the code, not the name, is what maps to a region.
 */
export const regionByNutsCode: Readonly<Record<string, FinnishRegion>> = {
  FI1B1: 'Uusimaa',
  FI1C1: 'Varsinais-Suomi',
  FI196: 'Satakunta',
  FI1C2: 'Kanta-Häme',
  FI197: 'Pirkanmaa',
  FI1C3: 'Päijät-Häme',
  FI1C4: 'Kymenlaakso',
  FI1C5: 'Etelä-Karjala',
  FI1D1: 'Etelä-Savo',
  FI1D2: 'Pohjois-Savo',
  FI1D3: 'Pohjois-Karjala',
  FI193: 'Keski-Suomi',
  FI194: 'Etelä-Pohjanmaa',
  FI195: 'Pohjanmaa',
  FI1D5: 'Keski-Pohjanmaa',
  FI1D9: 'Pohjois-Pohjanmaa',
  FI1D8: 'Kainuu',
  FI1D7: 'Lappi',
  FI200: 'Ahvenanmaa',
};

/** A Finnish postcode: five digits. */
export const postcodeSchema = z.string().regex(/^\d{5}$/);

/**
 * How exact stored coordinates are: a street address (HTTP geocoder), the post-office locality of a postcode
 * area, a municipality's centre, or typed in by hand.
 */
export const locationPrecisions = ['address', 'postcode', 'municipality', 'manual'] as const;
export type LocationPrecision = (typeof locationPrecisions)[number];
/** What a geocoder can answer with (never `manual`). */
export const geocodePrecisions = ['address', 'postcode', 'municipality'] as const;
export type GeocodePrecision = (typeof geocodePrecisions)[number];

/** Mainland Finland and Åland with a small margin; a Finnish area outside it has mistyped or swapped coordinates. */
export const finlandBounds = {
  minLatitude: 59.3,
  maxLatitude: 70.2,
  minLongitude: 19.0,
  maxLongitude: 31.7,
} as const;

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** What "Fetch GPS coordinates" sends: the street address, and the postcode and city when the form has them. */
export const geocodeQuerySchema = z.object({
  streetAddress: z.string().trim().min(1).max(200),
  postcode: postcodeSchema.optional(),
  city: z.string().trim().max(100).optional(),
});
export type GeocodeQuery = z.infer<typeof geocodeQuerySchema>;

/** A geocoder's answer; city, region and postcode fill the form's empty fields. */
export const geocodeResultSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  precision: z.enum(geocodePrecisions),
  city: z.string().nullable(),
  region: finnishRegionSchema.nullable(),
  postcode: postcodeSchema.nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** What a postcode tells without geocoding: post office, municipality and region ("postcode fills city and region"). */
export const postcodeAreaSchema = z.object({
  postcode: postcodeSchema,
  postOffice: z.string(),
  municipality: z.string(),
  region: finnishRegionSchema,
});
export type PostcodeArea = z.infer<typeof postcodeAreaSchema>;
