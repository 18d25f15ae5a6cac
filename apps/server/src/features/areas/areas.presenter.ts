import { type Area, type AreaCategory, areaCategories } from '@portal/domain/areas';
import { finnishRegionSchema, postcodeSchema } from '@portal/domain/geocoding';
import type { AreaRow } from './areas.repository';

const knownCategories = new Set<string>(areaCategories);

/** An area row as the API answers it; values older data may hold outside today's lists are left out. */
export function presentArea(row: AreaRow): Area {
  const region = finnishRegionSchema.safeParse(row.region);
  const postcode = postcodeSchema.safeParse(row.postcode);
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    categories: row.categories.filter((category): category is AreaCategory => knownCategories.has(category)),
    contact: row.contact,
    contactEmails: row.contactEmails,
    confirmationEmails: row.confirmationEmails,
    confirmationSameAsContact: row.confirmationSameAsContact,
    absenceInfo: row.absenceInfo,
    locationDetails: row.locationDetails,
    contract: row.contract,
    contractId: row.contractId,
    contractName: row.contractId ? row.contractName : null,
    poolId: row.poolId,
    poolName: row.poolId ? row.poolName : null,
    streetAddress: row.streetAddress,
    city: row.city,
    postcode: postcode.success ? postcode.data : null,
    region: region.success ? region.data : null,
    latitude: row.latitude,
    longitude: row.longitude,
    locationPrecision: row.latitude === null ? null : row.locationPrecision,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
