import { geocodeOffline } from '@portal/domain/geocoding';
import type { Geocoder } from './geocoder-port';
import { createHttpGeocoder } from './http-geocoder';
import { offlineGazetteer } from './offline-gazetteer';

export type { Geocoder } from './geocoder-port';

/** Finnish postcode and municipality geocoder on bundled open data: works with no network at all. */
export function createOfflineGeocoder(): Geocoder {
  return { geocode: async (query) => geocodeOffline(query, offlineGazetteer()) };
}

export type GeocoderOptions = {
  /** GEOCODER_URL: a search URL with a {query} placeholder; null uses the offline geocoder only. */
  url: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  onHttpFailure?: (error: unknown) => void;
};

/**
 * The configured geocoder. With a URL the HTTP geocoder answers first, at street precision; when it fails
 * or finds nothing the offline one still gives the postcode area or municipality, and the precision says so.
 * A postcode in the answer fills the region from Posti's file when the HTTP geocoder had none.
 */
export function createGeocoder(options: GeocoderOptions): Geocoder {
  const offline = createOfflineGeocoder();
  if (!options.url) {
    return offline;
  }
  const http = createHttpGeocoder({
    urlTemplate: options.url,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  return {
    async geocode(query) {
      try {
        const found = await http.geocode(query);
        if (found) {
          const area = found.postcode ? offlineGazetteer().postcodeArea(found.postcode) : null;
          return {
            ...found,
            region: found.region ?? area?.region ?? null,
            city: found.city ?? area?.municipality ?? null,
          };
        }
      } catch (error) {
        options.onHttpFailure?.(error);
      }
      return offline.geocode(query);
    },
  };
}
