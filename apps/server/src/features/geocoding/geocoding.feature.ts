import type { ServerFeature } from '../../http/server-feature';
import { registerGeocodingRoutes } from './geocoding.routes';
import { createGeocodingService } from './geocoding.service';

/** Geocoding of area addresses and postcodes (offline default; HTTP first when GEOCODER_URL is set). */
export const geocodingFeature: ServerFeature = {
  name: 'geocoding',
  register: (app, dependencies, { geocoder }) =>
    registerGeocodingRoutes(app, dependencies, createGeocodingService({ geocoder })),
};
