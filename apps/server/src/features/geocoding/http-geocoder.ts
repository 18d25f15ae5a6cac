import {
  type FinnishRegion,
  finnishRegions,
  type GeocodePrecision,
  type GeocodeQuery,
  type GeocodeResult,
  latitudeSchema,
  longitudeSchema,
  normalizePlaceName,
  postcodeSchema,
} from '@portal/domain/geocoding';
import { z } from 'zod';
import type { Geocoder } from './geocoder-port';

/** Nominatim's /search answer (format=json or jsonv2, addressdetails=1). */
const nominatimSchema = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    addresstype: z.string().optional(),
    type: z.string().optional(),
    address: z.record(z.string(), z.string()).optional(),
  }),
);

/** Digitransit's geocoding API (Pelias): a GeoJSON FeatureCollection. */
const peliasSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
      properties: z.record(z.string(), z.unknown()).default({}),
    }),
  ),
});

const municipalityTypes = new Set([
  'city',
  'town',
  'village',
  'municipality',
  'hamlet',
  'suburb',
  'locality',
  'localadmin',
  'county',
  'neighbourhood',
  'administrative',
  'region',
]);

// Longest first, so "Etelä-Pohjanmaa" is not taken for "Pohjanmaa".
const regionsLongestFirst = [...finnishRegions].sort((a, b) => b.length - a.length);

/** The region a geocoder names ("Pirkanmaa", "Pirkanmaan maakunta"), when it is one of the 19. */
function regionIn(...texts: (string | undefined)[]): FinnishRegion | null {
  for (const text of texts) {
    const normalized = text ? normalizePlaceName(text) : '';
    const region = regionsLongestFirst.find((candidate) =>
      normalized.includes(normalizePlaceName(candidate)),
    );
    if (region) {
      return region;
    }
  }
  return null;
}

function postcodeOrNull(value: unknown): string | null {
  const parsed = postcodeSchema.safeParse(typeof value === 'string' ? value.replace(/\s/g, '') : value);
  return parsed.success ? parsed.data : null;
}

function textOrNull(...values: unknown[]): string | null {
  const text = values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
  return text ?? null;
}

function withValidPoint(result: GeocodeResult): GeocodeResult | null {
  const isValid =
    latitudeSchema.safeParse(result.latitude).success && longitudeSchema.safeParse(result.longitude).success;
  return isValid ? result : null;
}

function fromNominatim(body: z.infer<typeof nominatimSchema>): GeocodeResult | null {
  const [first] = body;
  if (!first) {
    return null;
  }
  const address = first.address ?? {};
  const kind = first.addresstype ?? first.type ?? '';
  let precision: GeocodePrecision = 'address';
  if (kind === 'postcode') {
    precision = 'postcode';
  } else if (!address.house_number && municipalityTypes.has(kind)) {
    precision = 'municipality';
  }
  return withValidPoint({
    latitude: first.lat,
    longitude: first.lon,
    precision,
    city: textOrNull(address.city, address.town, address.municipality, address.village),
    region: regionIn(address.region, address.state, address.county),
    postcode: postcodeOrNull(address.postcode),
  });
}

function fromPelias(body: z.infer<typeof peliasSchema>): GeocodeResult | null {
  const [first] = body.features;
  if (!first) {
    return null;
  }
  const properties = first.properties;
  const layer = typeof properties.layer === 'string' ? properties.layer : '';
  let precision: GeocodePrecision = 'municipality';
  if (layer === 'address' || layer === 'venue' || layer === 'street') {
    precision = 'address';
  } else if (layer === 'postalcode') {
    precision = 'postcode';
  }
  const [longitude, latitude] = first.geometry.coordinates;
  return withValidPoint({
    latitude,
    longitude,
    precision,
    city: textOrNull(properties.locality, properties.localadmin),
    region: regionIn(
      typeof properties.region === 'string' ? properties.region : undefined,
      typeof properties.county === 'string' ? properties.county : undefined,
    ),
    postcode: postcodeOrNull(properties.postalcode),
  });
}

/** The text sent: the street address, plus the postcode and city when the address does not already say them. */
export function searchTextOf(query: GeocodeQuery): string {
  const parts = [query.streetAddress.trim()];
  const written = normalizePlaceName(query.streetAddress);
  for (const extra of [query.postcode, query.city]) {
    if (extra?.trim() && !written.includes(normalizePlaceName(extra))) {
      parts.push(extra.trim());
    }
  }
  return parts.join(', ');
}

export type HttpGeocoderOptions = {
  /** A search URL with a {query} placeholder, for example Nominatim's /search?format=jsonv2&q={query}. */
  urlTemplate: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The production geocoder: a Nominatim- or Digitransit (Pelias)-style HTTP search, told apart by the shape
 * of the answer. Throws when the service cannot be reached or answers with an error; null when it finds
 * nothing.
 */
export function createHttpGeocoder({
  urlTemplate,
  fetch: doFetch = fetch,
  timeoutMs = 5000,
}: HttpGeocoderOptions): Geocoder {
  return {
    async geocode(query) {
      const url = urlTemplate.replace('{query}', encodeURIComponent(searchTextOf(query)));
      const response = await doFetch(url, {
        headers: { Accept: 'application/json', 'User-Agent': 'care-staffing-portal (work area geocoding)' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        throw new Error(`geocoder answered ${response.status}`);
      }
      const body: unknown = await response.json();
      const nominatim = nominatimSchema.safeParse(body);
      if (nominatim.success) {
        return fromNominatim(nominatim.data);
      }
      const pelias = peliasSchema.safeParse(body);
      if (pelias.success) {
        return fromPelias(pelias.data);
      }
      throw new Error('geocoder answer is neither Nominatim nor Pelias JSON');
    },
  };
}
