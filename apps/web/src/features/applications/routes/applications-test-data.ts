import type {
  ApplicationDetail,
  ApplicationHistoryEntry,
  ApplicationRow,
  CallListRow,
} from '@portal/domain/recruitment';
import { buildMe } from '@/testing/build-me';

export const me = buildMe('agent');
export const accountId = me.accounts[0]?.id ?? '';
export const applicantId = '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f601';
export const apiBase = `/api/accounts/${accountId}/applications`;
export const recruiter = { id: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f6aa', fullName: 'Riikka Rekry' };

export function buildRow(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: applicantId,
    fullName: 'Säde Öhman',
    email: 'sade@example.fi',
    mobile: '+358401234567',
    profession: 'sairaanhoitaja',
    addressRegion: 'Uusimaa',
    addressCity: 'Espoo',
    applicationSeeking: ['keikkatyö'],
    applicationStart: '2026-12-01',
    applicationEnd: null,
    longTermSeeking: true,
    step: 'applied',
    stepChangedAt: '2026-11-20T08:00:00.000Z',
    source: 'job-board',
    jobAdTitle: 'Sairaanhoitaja keikoille',
    assignedTo: null,
    confirmed: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function buildCallRow(overrides: Partial<CallListRow> = {}): CallListRow {
  return {
    id: applicantId,
    fullName: 'Säde Öhman',
    mobile: '+358401234567',
    profession: 'sairaanhoitaja',
    addressCity: 'Espoo',
    step: 'applied',
    stepChangedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastCallAt: null,
    lastCallNote: null,
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: applicantId,
    accountId,
    fullName: 'Säde Öhman',
    firstName: 'Säde',
    lastName: 'Öhman',
    email: 'sade@example.fi',
    mobile: '+358401234567',
    birthday: '1990-05-04',
    locale: 'fi',
    addressRegion: 'Uusimaa',
    addressCity: 'Espoo',
    profession: 'sairaanhoitaja',
    applicationSeeking: ['keikkatyö'],
    applicationStart: '2026-12-01',
    applicationEnd: null,
    longTermSeeking: true,
    gender: null,
    permits: [],
    languages: ['suomi'],
    drivingLicence: true,
    hasCar: null,
    degree: 'Sairaanhoitaja AMK',
    studyType: 'degree',
    credits: null,
    answers: [{ question: 'Milloin voit aloittaa?', answer: 'Heti' }],
    source: 'job-board',
    jobAdId: null,
    jobAdTitle: 'Sairaanhoitaja keikoille',
    step: 'licence_confirmed',
    stepChangedAt: '2026-11-21T08:00:00.000Z',
    nextSteps: ['no_answer', 'interview_scheduled', 'interview_sent', 'rejected', 'withdrawn'],
    canConfirm: true,
    assignedTo: null,
    confirmed: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export function buildEntry(overrides: Partial<ApplicationHistoryEntry> = {}): ApplicationHistoryEntry {
  return {
    id: '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f701',
    fromStep: 'applied',
    toStep: 'licence_confirmed',
    call: null,
    note: 'Valviran rekisteristä',
    actor: recruiter,
    at: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}
