import { createHash } from 'node:crypto';
import type { ContractEventParty, ContractEventType } from '@portal/domain/employment-contracts';
import type { Executor } from '../../db/client';
import { findLastEvent, insertEvent, type SigningEventRow } from './contract-signing.repository';

/** What one audit-trail event says (never a code or a link's secret). */
export type ContractEventInput = {
  contractId: string;
  type: ContractEventType;
  party: ContractEventParty;
  actorId?: string | null;
  actorName?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  data?: Record<string, unknown>;
  occurredAt: Date;
};

type HashedFields = Pick<
  SigningEventRow,
  'sequence' | 'type' | 'party' | 'actorId' | 'actorName' | 'ipAddress' | 'userAgent' | 'data' | 'occurredAt'
>;

/** JSON with the keys of every object sorted, so jsonb's own key order cannot change a hash. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value instanceof Date) {
    return JSON.stringify(value.toISOString());
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 (hex) over the previous event's hash and the canonical JSON of this event's fields. */
export function contractEventHash(prevHash: string | null, event: HashedFields): string {
  const fields = {
    sequence: event.sequence,
    type: event.type,
    party: event.party,
    actorId: event.actorId ?? null,
    actorName: event.actorName ?? null,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent ?? null,
    data: event.data ?? {},
    occurredAt: new Date(event.occurredAt).toISOString(),
  };
  return createHash('sha256')
    .update(prevHash ?? '')
    .update('\n')
    .update(canonicalJson(fields))
    .digest('hex');
}

/**
 * Appends one event to the contract's chain. The caller holds the contract's row lock, so sequences do
 * not race (and the (contract, sequence) unique key refuses a second writer anyway).
 */
export async function appendContractEvent(executor: Executor, input: ContractEventInput): Promise<string> {
  const last = await findLastEvent(executor, input.contractId);
  const fields: HashedFields = {
    sequence: (last?.sequence ?? 0) + 1,
    type: input.type,
    party: input.party,
    actorId: input.actorId ?? null,
    actorName: input.actorName ?? null,
    ipAddress: input.ipAddress ?? null,
    userAgent: input.userAgent ?? null,
    data: input.data ?? {},
    // The database keeps microseconds; a millisecond instant reads back the same.
    occurredAt: new Date(input.occurredAt.getTime()),
  };
  const prevHash = last?.hash ?? null;
  const hash = contractEventHash(prevHash, fields);
  await insertEvent(executor, { ...fields, contractId: input.contractId, prevHash, hash });
  return hash;
}

/**
 * Whether the stored events still form the chain they were written as: sequences 1..n without a gap, each
 * `prevHash` the hash before it, each `hash` recomputed from the row. An edited, removed or reordered
 * row breaks it.
 */
export function verifyContractEventChain(events: readonly SigningEventRow[]): boolean {
  let prevHash: string | null = null;
  const ordered = [...events].sort((a, b) => a.sequence - b.sequence);
  for (const [index, event] of ordered.entries()) {
    if (event.sequence !== index + 1 || event.prevHash !== prevHash) {
      return false;
    }
    if (contractEventHash(prevHash, event) !== event.hash) {
      return false;
    }
    prevHash = event.hash;
  }
  return true;
}
