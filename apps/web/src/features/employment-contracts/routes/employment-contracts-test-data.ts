import type {
  ContractTemplate,
  EmploymentContract,
  EmploymentContractSummary,
  PublicContractSigning,
} from '@portal/domain/employment-contracts';
import { buildMe } from '@/testing/build-me';

export const me = buildMe('admin');
export const accountId = me.accounts[0]?.id ?? '';
export const contractId = '5c0e8f2a-1b3d-4e5f-8a6b-7c8d9e0f1a01';
export const workerId = '5c0e8f2a-1b3d-4e5f-8a6b-7c8d9e0f1aaa';
export const templateId = '5c0e8f2a-1b3d-4e5f-8a6b-7c8d9e0f1b01';
export const apiBase = `/api/accounts/${accountId}/employment-contracts`;
export const templatesPath = `/api/accounts/${accountId}/contract-templates`;
export const signingToken = 'c2lnbmluZy1saW5ray1zYWxhaW51dXMtMDAwMDAwMDAwMDA';
export const signingPath = `/api/public/contract-signing/${signingToken}`;

export function buildTemplate(overrides: Partial<ContractTemplate> = {}): ContractTemplate {
  return {
    id: templateId,
    accountId,
    name: 'Lähihoitajan työsopimus',
    locale: 'fi',
    body: '# Työsopimus\n{{worker.fullName}} työskentelee tehtävässä {{role}}.',
    archivedAt: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export function buildContractSummary(
  overrides: Partial<EmploymentContractSummary> = {},
): EmploymentContractSummary {
  return {
    id: contractId,
    accountId,
    workerId,
    workerName: 'Säde Öhman',
    title: 'Lähihoitajan työsopimus',
    locale: 'fi',
    status: 'sent',
    startsOn: '2026-12-01',
    endsOn: null,
    channels: ['email'],
    expiresAt: '2026-12-10T21:59:59.999Z',
    sentAt: '2026-11-27T10:00:00.000Z',
    signedAt: null,
    countersignRequired: false,
    countersignedAt: null,
    awaitingCountersign: false,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

export function buildContract(overrides: Partial<EmploymentContract> = {}): EmploymentContract {
  return {
    ...buildContractSummary(),
    templateId,
    terms: {
      role: 'Lähihoitaja',
      hourlyWageCents: 1850,
      startsOn: '2026-12-01',
      endsOn: null,
      collectiveAgreement: 'Yksityisen sosiaalipalvelualan TES',
      placeOfWork: 'Koivukoti, Helsinki',
      probationPeriod: null,
      workingHours: null,
    },
    body: '# Työsopimus',
    viewedAt: null,
    reminderSentAt: null,
    signerName: null,
    declinedAt: null,
    declineReason: null,
    cancelledAt: null,
    countersignedByName: null,
    originalSha256: null,
    signedSha256: null,
    eventChainValid: true,
    events: [
      {
        sequence: 1,
        type: 'created',
        party: 'staff',
        actorName: 'Anna Admin',
        ipAddress: '192.0.2.10',
        userAgent: 'Firefox',
        data: {},
        occurredAt: '2026-11-26T10:00:00.000Z',
      },
      {
        sequence: 2,
        type: 'sent',
        party: 'staff',
        actorName: 'Anna Admin',
        ipAddress: '192.0.2.10',
        userAgent: 'Firefox',
        data: { channels: ['email'] },
        occurredAt: '2026-11-27T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function buildSigning(overrides: Partial<PublicContractSigning> = {}): PublicContractSigning {
  return {
    title: 'Lähihoitajan työsopimus',
    employerName: 'Hoivapalvelut Oy',
    firstName: 'Säde',
    locale: 'fi',
    status: 'sent',
    expiresAt: '2026-12-10T21:59:59.999Z',
    channels: [
      { channel: 'email', destination: 's***e@example.com' },
      { channel: 'sms', destination: '+358 40 *** 67' },
    ],
    codeVerified: false,
    signedAt: null,
    signedPdfAvailable: false,
    ...overrides,
  };
}
