import type { GeocodeQuery, GeocodeResult, PostcodeArea } from '@portal/domain/geocoding';
import { DomainError } from '@portal/domain/shared';
import type { Geocoder } from './geocoder-port';
import { offlineGazetteer } from './offline-gazetteer';

export type GeocodingServiceDependencies = { geocoder: Geocoder };

/** "Fetch GPS coordinates" and "postcode fills city and region" of the area form. */
export function createGeocodingService({ geocoder }: GeocodingServiceDependencies) {
  return {
    /** Where a street address is; GEOCODING_FAILED when no geocoder finds it. */
    async geocodeAddress(query: GeocodeQuery): Promise<GeocodeResult> {
      const result = await geocoder.geocode(query);
      if (!result) {
        throw new DomainError('GEOCODING_FAILED');
      }
      return result;
    },

    /** A postcode's post office, municipality and region from Posti's file; NOT_FOUND when unknown. */
    getPostcodeArea(postcode: string): PostcodeArea {
      const area = offlineGazetteer().postcodeArea(postcode);
      if (!area) {
        throw new DomainError('NOT_FOUND', { id: postcode });
      }
      const { municipalityCode: _code, ...rest } = area;
      return rest;
    },
  };
}

export type GeocodingService = ReturnType<typeof createGeocodingService>;
