import type { PlanningAreaDetail, PlanningPage, PlanningShift } from '@portal/domain/shift-planning';
import { accountIds } from '@/testing/build-me';

export const ids = {
  area: '20000000-0000-4000-8000-000000000001',
  otherArea: '20000000-0000-4000-8000-000000000002',
  openShift: '30000000-0000-4000-8000-000000000001',
  bookedShift: '30000000-0000-4000-8000-000000000002',
  draftShift: '30000000-0000-4000-8000-000000000003',
};

export const planningPath = `/api/accounts/${accountIds.first}/shift-planning`;

const weeks = [
  { key: '2026-W48', number: 48, startDay: '2026-11-23', endDay: '2026-11-29' },
  { key: '2026-W49', number: 49, startDay: '2026-11-30', endDay: '2026-12-06' },
];

export function planningPage(overrides: Partial<PlanningPage> = {}): PlanningPage {
  return {
    from: '2026-11-25T10:00:00.000Z',
    to: '2026-12-06T22:00:00.000Z',
    weeks,
    items: [
      {
        areaId: ids.area,
        areaName: 'Kallion palvelukoti',
        city: 'Helsinki',
        weeks: [
          { weekKey: '2026-W48', total: 4, booked: 3, open: 1, draft: 0, fillRate: 0.75 },
          { weekKey: '2026-W49', total: 0, booked: 0, open: 0, draft: 0, fillRate: null },
        ],
        totals: { total: 4, booked: 3, open: 1, draft: 0, fillRate: 0.75 },
      },
      {
        areaId: ids.otherArea,
        areaName: 'Malmin hoivakoti',
        city: null,
        weeks: [
          { weekKey: '2026-W48', total: 2, booked: 0, open: 1, draft: 1, fillRate: 0 },
          { weekKey: '2026-W49', total: 1, booked: 1, open: 0, draft: 0, fillRate: 1 },
        ],
        totals: { total: 3, booked: 1, open: 1, draft: 1, fillRate: 1 / 3 },
      },
    ],
    total: 2,
    ...overrides,
  };
}

function shift(overrides: Partial<PlanningShift>): PlanningShift {
  return {
    id: ids.openShift,
    gigId: null,
    title: 'Yövuoro',
    // Monday 30.11. 00:30 to 08:30 in Helsinki.
    startsAt: '2026-11-29T22:30:00.000Z',
    endsAt: '2026-11-30T06:30:00.000Z',
    status: 'open',
    roleType: 'sairaanhoitaja',
    workerName: null,
    reservationCount: 2,
    needsWorker: true,
    ...overrides,
  };
}

export function areaPlanning(): PlanningAreaDetail {
  return {
    areaId: ids.area,
    areaName: 'Kallion palvelukoti',
    city: 'Helsinki',
    from: '2026-11-25T10:00:00.000Z',
    to: '2026-12-06T22:00:00.000Z',
    totals: { total: 3, booked: 1, open: 1, draft: 1, fillRate: 1 / 3 },
    weeks: [
      {
        ...weeks[0],
        key: '2026-W48',
        number: 48,
        startDay: '2026-11-23',
        endDay: '2026-11-29',
        figures: { total: 0, booked: 0, open: 0, draft: 0, fillRate: null },
        shifts: [],
      },
      {
        key: '2026-W49',
        number: 49,
        startDay: '2026-11-30',
        endDay: '2026-12-06',
        figures: { total: 3, booked: 1, open: 1, draft: 1, fillRate: 1 / 3 },
        shifts: [
          shift({}),
          shift({
            id: ids.bookedShift,
            title: 'Aamuvuoro',
            startsAt: '2026-12-01T05:00:00.000Z',
            endsAt: '2026-12-01T13:00:00.000Z',
            status: 'booked',
            workerName: 'Aino Aalto',
            reservationCount: 0,
            needsWorker: false,
          }),
          shift({
            id: ids.draftShift,
            title: 'Iltavuoro',
            startsAt: '2026-12-02T13:00:00.000Z',
            endsAt: '2026-12-02T21:00:00.000Z',
            status: 'draft',
            roleType: null,
            reservationCount: 0,
            needsWorker: false,
          }),
        ],
      },
    ],
  };
}
