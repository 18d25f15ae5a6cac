import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import { geocodeQuerySchema, geocodeResultSchema, postcodeAreaSchema, postcodeSchema } from './geocoding';

/**
 * Geocoding serves the area form ("Fetch GPS coordinates", postcode fills city and region), so it is
 * open to whoever may change the account's areas.
 */
export const geocodeAddressContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/geocode',
  summary: 'Coordinates, city, region and postcode of a Finnish street address, with their precision',
  tag: 'geocoding',
  access: { kind: 'ability', action: 'update', subject: 'Area' },
  params: accountParamsSchema,
  body: geocodeQuerySchema,
  response: geocodeResultSchema,
});

export const getPostcodeAreaContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/geocode/postcodes/:postcode',
  summary: "A postcode's post office, municipality and region (Posti); 404 when Posti has no such postcode",
  tag: 'geocoding',
  access: { kind: 'ability', action: 'update', subject: 'Area' },
  params: accountParamsSchema.extend({ postcode: postcodeSchema }),
  response: postcodeAreaSchema,
});
