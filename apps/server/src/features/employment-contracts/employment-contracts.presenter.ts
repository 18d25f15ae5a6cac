import {
  type ContractEvent,
  type ContractTemplate,
  type ContractTerms,
  contractTermsSchema,
  type EmploymentContract,
  type EmploymentContractSummary,
  isAwaitingCountersign,
} from '@portal/domain/employment-contracts';
import type { SigningEventRow } from './contract-signing.repository';
import type { ContractTemplateRow } from './contract-templates.repository';
import type { ContractWithNames } from './employment-contracts.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentTemplate(row: ContractTemplateRow): ContractTemplate {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    locale: row.locale,
    body: row.body,
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function termsOf(row: { terms: unknown }): ContractTerms {
  return contractTermsSchema.parse(row.terms);
}

export function presentContractSummary(row: ContractWithNames): EmploymentContractSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    workerId: row.workerId,
    workerName: row.workerName,
    title: row.title,
    locale: row.locale,
    status: row.status,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    channels: row.channels.filter(
      (channel): channel is 'email' | 'sms' => channel === 'email' || channel === 'sms',
    ),
    expiresAt: iso(row.expiresAt),
    sentAt: iso(row.sentAt),
    signedAt: iso(row.signedAt),
    countersignRequired: row.countersignRequired,
    countersignedAt: iso(row.countersignedAt),
    awaitingCountersign: isAwaitingCountersign(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentEvent(row: SigningEventRow): ContractEvent {
  return {
    sequence: row.sequence,
    type: row.type as ContractEvent['type'],
    party: row.party as ContractEvent['party'],
    actorName: row.actorName,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    data: (row.data ?? {}) as Record<string, unknown>,
    occurredAt: row.occurredAt.toISOString(),
  };
}

export function presentContract(
  row: ContractWithNames,
  events: readonly SigningEventRow[],
  eventChainValid: boolean,
): EmploymentContract {
  return {
    ...presentContractSummary(row),
    templateId: row.templateId,
    terms: termsOf(row),
    body: row.body,
    viewedAt: iso(row.viewedAt),
    reminderSentAt: iso(row.reminderSentAt),
    signerName: row.signerName,
    declinedAt: iso(row.declinedAt),
    declineReason: row.declineReason,
    cancelledAt: iso(row.cancelledAt),
    countersignedByName: row.countersignedByName,
    originalSha256: row.originalSha256,
    signedSha256: row.signedSha256,
    eventChainValid,
    events: events.map(presentEvent),
  };
}
