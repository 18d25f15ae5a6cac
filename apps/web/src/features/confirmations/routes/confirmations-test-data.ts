import type { ActionCenterShift } from '@portal/domain/action-center';
import type { Confirmation, ConfirmationDetail, ConfirmationOptions } from '@portal/domain/confirmations';
import { accountIds } from '@/testing/build-me';

export const ids = {
  shift: '30000000-0000-4000-8000-000000000001',
  verifiedShift: '30000000-0000-4000-8000-000000000002',
  area: '20000000-0000-4000-8000-000000000001',
  otherArea: '20000000-0000-4000-8000-000000000002',
  worker: '40000000-0000-4000-8000-000000000001',
  otherWorker: '40000000-0000-4000-8000-000000000002',
};

export const confirmationsPath = `/api/accounts/${accountIds.first}/confirmations`;

export function confirmation(overrides: Partial<Confirmation> = {}): Confirmation {
  return {
    id: ids.shift,
    title: 'Aamuvuoro',
    areaId: ids.area,
    areaName: 'Kallion palvelukoti',
    workerId: ids.worker,
    workerName: 'Aino Aalto',
    // 10.11.2026 07:00–15:30 in Helsinki.
    plannedStartsAt: '2026-11-10T05:00:00.000Z',
    plannedEndsAt: '2026-11-10T13:00:00.000Z',
    actualStartsAt: '2026-11-10T05:00:00.000Z',
    actualEndsAt: '2026-11-10T13:30:00.000Z',
    breakMinutes: 30,
    kilometres: 12.5,
    workDayType: 'work_day',
    paidHours: 8,
    status: 'confirmed',
    state: 'confirmed',
    confirmedAt: '2026-11-10T14:00:00.000Z',
    inspectionSentAt: null,
    verifiedAt: null,
    canVerify: true,
    ...overrides,
  };
}

export function confirmationDetail(overrides: Partial<ConfirmationDetail> = {}): ConfirmationDetail {
  return {
    ...confirmation(),
    gigId: null,
    gigTitle: 'Marraskuun sijaisuudet',
    roleType: 'sairaanhoitaja',
    confirmedByName: 'Antti Agentti',
    verifiedByName: null,
    updates: [
      {
        state: 'assigned',
        date: '2026-11-01T08:00:00.000Z',
        processer: 'user-agent',
        processerName: 'Antti Agentti',
        content: 'Aino Aalto',
      },
      {
        state: 'confirmed',
        date: '2026-11-10T14:00:00.000Z',
        processer: 'user-agent',
        processerName: 'Antti Agentti',
        content: '',
      },
    ],
    ...overrides,
  };
}

export const options: ConfirmationOptions = {
  areas: [
    { id: ids.area, name: 'Kallion palvelukoti' },
    { id: ids.otherArea, name: 'Malmin hoivakoti' },
  ],
  workers: [
    { id: ids.worker, fullName: 'Aino Aalto' },
    { id: ids.otherWorker, fullName: 'Bea Bäck' },
  ],
};

export function verifiedShift(): ActionCenterShift {
  return {
    id: ids.shift,
    accountId: accountIds.first,
    areaId: ids.area,
    areaName: 'Kallion palvelukoti',
    gigId: null,
    title: 'Aamuvuoro',
    roleType: 'sairaanhoitaja',
    status: 'verified',
    startsAt: '2026-11-10T05:00:00.000Z',
    endsAt: '2026-11-10T13:00:00.000Z',
    worker: { id: ids.worker, fullName: 'Aino Aalto' },
    reservations: [],
    boostType: null,
    boostValue: null,
    actualStartsAt: '2026-11-10T05:00:00.000Z',
    actualEndsAt: '2026-11-10T13:30:00.000Z',
    breakMinutes: 30,
    kilometrikorvaus: 12.5,
    workDayType: 'work_day',
    confirmedAt: '2026-11-10T14:00:00.000Z',
    inspectionSentAt: null,
    verifiedAt: '2026-11-22T10:00:00.000Z',
  };
}
