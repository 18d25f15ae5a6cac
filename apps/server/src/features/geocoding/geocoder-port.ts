import type { GeocodeQuery, GeocodeResult } from '@portal/domain/geocoding';

/**
 * Finds where an address is; null when it cannot. Adapters: HTTP (configured) and offline (default).
 * Its own file so the adapters can name it without importing geocoder.ts, which composes them.
 */
export type Geocoder = { geocode(query: GeocodeQuery): Promise<GeocodeResult | null> };
