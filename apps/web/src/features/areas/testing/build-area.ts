import type { Area } from '@portal/domain/areas';
import { accountIds } from '@/testing/build-me';

/** An area as the API answers it, with overrides. */
export function buildArea(overrides: Partial<Area> = {}): Area {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    accountId: accountIds.first,
    name: 'Palvelukoti Koivula',
    categories: ['vanhustenhoito'],
    contact: 'Marja Leppänen',
    contactEmails: ['koivula@hoiva.fi'],
    confirmationEmails: ['vahvistukset@hoiva.fi'],
    confirmationSameAsContact: false,
    absenceInfo: 'Soita vuorovastaavalle.',
    locationDetails: null,
    contract: null,
    contractId: null,
    contractName: null,
    poolId: null,
    poolName: null,
    streetAddress: 'Munkkiniemen puistotie 14',
    city: 'Helsinki',
    postcode: '00330',
    region: 'Uusimaa',
    latitude: 60.19918,
    longitude: 24.88124,
    locationPrecision: 'address',
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ...overrides,
  };
}
