import type { Worker, WorkerActivity, WorkerList, WorkerOptions } from '@portal/domain/workers';
import { accountIds } from '@/testing/build-me';

export const workersPath = `/api/accounts/${accountIds.first}/workers`;
export const workerId = '10000000-0000-4000-8000-000000000001';
export const poolIds = {
  default: '20000000-0000-4000-8000-000000000001',
  tampere: '20000000-0000-4000-8000-000000000002',
} as const;

export const workerOptions: WorkerOptions = {
  pools: [
    { id: poolIds.default, name: 'Kaikki työntekijät', isDefault: true },
    { id: poolIds.tampere, name: 'Tampereen rengas', isDefault: false },
  ],
  cities: ['Espoo', 'Tampere'],
};

export function buildWorker(overrides: Partial<Worker> = {}): Worker {
  return {
    id: workerId,
    accountId: accountIds.first,
    fullName: 'Maija Meikäläinen',
    firstName: 'Maija',
    lastName: 'Meikäläinen',
    email: 'maija.meikalainen@example.fi',
    mobile: '+358401234567',
    birthday: '1980-05-17',
    profession: 'lähihoitaja',
    employmentType: 'gig-worker',
    status: 'accepted',
    confirmed: false,
    love: true,
    residency: 'FI',
    locale: 'fi',
    addressCity: 'Tampere',
    addressRegion: 'Pirkanmaa',
    applicationSeeking: ['keikkatyö'],
    applicationStart: null,
    applicationEnd: null,
    workContractSent: true,
    workContractSigned: false,
    stepState: 'contract_pending',
    welcomeSentAt: null,
    pools: [{ id: poolIds.default, name: 'Kaikki työntekijät', isDefault: true }],
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function buildWorkerList(overrides: Partial<WorkerList> = {}): WorkerList {
  const worker = buildWorker();
  return {
    items: [
      {
        id: worker.id,
        fullName: worker.fullName,
        email: worker.email,
        mobile: worker.mobile,
        profession: worker.profession,
        status: worker.status,
        confirmed: true,
        love: worker.love,
        addressCity: worker.addressCity,
        addressRegion: worker.addressRegion,
        birthday: worker.birthday,
        stepState: worker.stepState,
        pools: worker.pools,
      },
    ],
    total: 1,
    page: 1,
    perPage: 10,
    ...overrides,
  };
}

export const emptyActivity: WorkerActivity = { upcomingShifts: [], confirmedAreas: [], history: [] };

/** A worker's payment details with nothing on file (the admins' payment tab reads them). */
export const emptyPaymentDetails = {
  workerId,
  hasIdentityCode: false,
  identityCodeMasked: null,
  identityCodeMatchesBirthday: null,
  hasIban: false,
  ibanMasked: null,
  bic: null,
  updatedAt: null,
  updatedByName: null,
};
