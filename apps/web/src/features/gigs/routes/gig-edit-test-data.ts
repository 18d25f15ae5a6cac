import type { Area } from '@portal/domain/areas';
import type { GigDetail } from '@portal/domain/gigs';
import { accountIds } from '@/testing/build-me';

/** What the gig page tests share: an area, a gig as the API answers it, and the handlers every test needs. */
export const api = `/api/accounts/${accountIds.first}`;
export const createUrl = '/apps/shifts-&-gigs/gigs-management/create';
export const areaId = '30000000-0000-4000-8000-000000000001';
export const gigId = '20000000-0000-4000-8000-000000000001';
export const wait = { timeout: 10_000 };

export const area: Area = {
  id: areaId,
  accountId: accountIds.first,
  name: 'Koivukoti',
  categories: ['vanhustenhoito'],
  contact: 'Marja Leppänen',
  contactEmails: ['osasto@koivukoti.fi'],
  confirmationEmails: [],
  confirmationSameAsContact: false,
  absenceInfo: 'Soita vuorovastaavalle',
  locationDetails: 'B-rappu',
  contract: 'Puitesopimus',
  contractId: null,
  contractName: null,
  poolId: null,
  poolName: null,
  streetAddress: 'Munkkiniemen puistotie 14',
  city: 'Helsinki',
  postcode: '00330',
  region: 'Uusimaa',
  latitude: null,
  longitude: null,
  locationPrecision: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export function gig(overrides: Partial<GigDetail> = {}): GigDetail {
  return {
    id: gigId,
    accountId: accountIds.first,
    areaId,
    areaName: 'Koivukoti',
    title: 'Yövuorot',
    status: 'published',
    label: 'open',
    roleType: 'lähihoitaja',
    contractId: null,
    contractName: null,
    availableShifts: 1,
    totalShifts: 2,
    startDate: '2026-12-01T19:00:00.000Z',
    endDate: '2026-12-03T05:00:00.000Z',
    boosted: false,
    boostType: null,
    boostValue: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    contract: null,
    clientEmails: ['osasto@koivukoti.fi'],
    contact: 'Marja Leppänen',
    absenceInfo: null,
    locationDetails: null,
    streetAddress: 'Munkkiniemen puistotie 14',
    city: 'Helsinki',
    postcode: '00330',
    region: 'Uusimaa',
    latitude: null,
    longitude: null,
    requirements: null,
    isPublished: true,
    publishedAt: '2026-11-20T08:00:00.000Z',
    declinedAt: null,
    declinedByName: null,
    createdByName: 'Aino Admin',
    updatedAt: '2026-11-20T08:00:00.000Z',
    shifts: [
      {
        id: '40000000-0000-4000-8000-000000000001',
        startsAt: '2026-12-01T19:00:00.000Z',
        endsAt: '2026-12-02T05:00:00.000Z',
        endsNextDay: true,
        status: 'booked',
        displayState: 'Verified',
        roleType: 'lähihoitaja',
        requirements: null,
        assignedTo: '50000000-0000-4000-8000-000000000001',
        assigneeName: 'Sanna Virtanen',
        reservationsCount: 0,
        isBooked: true,
        boosted: false,
        boostType: null,
        boostValue: null,
        updates: [
          {
            state: 'created',
            date: '2026-11-20T08:00:00.000Z',
            processer: 'x',
            processerName: 'Aino Admin',
            content: '',
          },
          {
            state: 'assigned',
            date: '2026-11-21T08:00:00.000Z',
            processer: 'x',
            processerName: 'Aino Admin',
            content: 'Sanna Virtanen',
          },
        ],
      },
      {
        id: '40000000-0000-4000-8000-000000000002',
        startsAt: '2026-12-02T19:00:00.000Z',
        endsAt: '2026-12-03T05:00:00.000Z',
        endsNextDay: true,
        status: 'open',
        displayState: 'Open',
        roleType: 'lähihoitaja',
        requirements: null,
        assignedTo: null,
        assigneeName: null,
        reservationsCount: 0,
        isBooked: false,
        boosted: false,
        boostType: null,
        boostValue: null,
        updates: [],
      },
    ],
    ...overrides,
  };
}

export const baseHandlers = {
  [`GET ${api}/gig-templates`]: () => ({ body: { items: [] } }),
  [`GET ${api}/areas/suggestions`]: () => ({
    body: { items: [{ id: areaId, name: 'Koivukoti', city: 'Helsinki' }] },
  }),
  [`GET ${api}/areas/${areaId}`]: () => ({ body: area }),
};
