import type { StaffRole } from '@portal/domain/access';
import type { SmsBroadcast, SmsRecipientCount } from '@portal/domain/sms-broadcasts';
import { accountIds, buildMe } from '@/testing/build-me';

export const accountId = accountIds.first;
export const broadcastId = '7c1c2d3e-4f50-4a61-8b72-9c83d4e5f601';
export const apiBase = `/api/accounts/${accountId}/sms-broadcasts`;
export const meAs = (role: StaffRole) => buildMe(role);

export function buildBroadcast(overrides: Partial<SmsBroadcast> = {}): SmsBroadcast {
  return {
    id: broadcastId,
    accountId,
    title: 'Vuoroja Uudellamaalla',
    message: 'Hei! Ensi viikolla on vuoroja tarjolla.',
    encoding: 'gsm7',
    segments: 1,
    targets: { region: 'Uusimaa', cities: [], roles: [] },
    status: 'draft',
    recipientCount: null,
    progress: null,
    createdByName: 'Anna Admin',
    approvedByName: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

export function buildCount(overrides: Partial<SmsRecipientCount> = {}): SmsRecipientCount {
  return {
    recipients: 3,
    optedOut: 1,
    withoutMobile: 2,
    segments: 1,
    totalSegments: 3,
    costly: false,
    ...overrides,
  };
}
