import type { AuditTrailEntry, ContractAudit } from '../../../lib/pdf-seal/document-sealer';
import type { SigningEventRow } from '../contract-signing.repository';
import type { EmploymentContractRow } from '../employment-contracts.repository';

const channelNames: Record<string, string> = { email: 'e-mail', sms: 'SMS' };

/** A short, language-neutral detail of an event for the audit page (channels, masked destinations, hashes). */
function detailOf(event: SigningEventRow): string | null {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const channel = typeof data.channel === 'string' ? (channelNames[data.channel] ?? data.channel) : null;
  switch (event.type) {
    case 'sent':
      return Array.isArray(data.channels)
        ? data.channels.map((item) => channelNames[String(item)] ?? String(item)).join(', ')
        : null;
    case 'code_sent':
    case 'code_verified':
      return [channel, typeof data.destination === 'string' ? data.destination : null]
        .filter(Boolean)
        .join(' ');
    case 'code_failed':
      return channel;
    case 'signed':
      return typeof data.signerName === 'string' ? data.signerName : null;
    case 'declined':
      return typeof data.reason === 'string' ? data.reason : null;
    default:
      return null;
  }
}

/** The audit page's data from the contract's event log (domain-rules §7). */
export function contractAuditOf(
  contract: EmploymentContractRow,
  parties: { employerName: string; workerName: string },
  events: readonly SigningEventRow[],
): ContractAudit {
  const entries: AuditTrailEntry[] = events.map((event) => ({
    occurredAt: event.occurredAt,
    type: event.type,
    party: event.party as AuditTrailEntry['party'],
    actorName: event.actorName,
    ipAddress: event.ipAddress,
    userAgent: event.userAgent,
    detail: detailOf(event),
    hash: event.hash,
  }));
  return {
    locale: contract.locale,
    contractId: contract.id,
    title: contract.title,
    employerName: parties.employerName,
    workerName: parties.workerName,
    originalSha256: contract.originalSha256 ?? '',
    entries,
  };
}
