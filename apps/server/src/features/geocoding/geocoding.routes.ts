import { geocodeAddressContract, getPostcodeAreaContract } from '@portal/domain/geocoding';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { GeocodingService } from './geocoding.service';

export function registerGeocodingRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  geocoding: GeocodingService,
): void {
  registerContract(app, dependencies, geocodeAddressContract, ({ body }) => geocoding.geocodeAddress(body));
  registerContract(app, dependencies, getPostcodeAreaContract, async ({ params }) =>
    geocoding.getPostcodeArea(params.postcode),
  );
}
