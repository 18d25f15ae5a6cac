import { describe, expect, it } from 'vitest';
import { canonicalJson, contractEventHash, verifyContractEventChain } from './contract-event-chain';
import type { SigningEventRow } from './contract-signing.repository';

const contractId = '00000000-0000-4000-8000-000000000001';

/** A chain of events as appendContractEvent writes them. */
function chain(types: string[]): SigningEventRow[] {
  const rows: SigningEventRow[] = [];
  let prevHash: string | null = null;
  for (const [index, type] of types.entries()) {
    const fields = {
      sequence: index + 1,
      type,
      party: 'worker',
      actorId: null,
      actorName: 'Säde Öhman',
      ipAddress: '192.0.2.10',
      userAgent: 'Mozilla/5.0',
      data: { channel: 'sms', nested: { b: 2, a: 1 } },
      occurredAt: new Date(Date.UTC(2026, 10, 22, 10, index)),
    };
    const hash = contractEventHash(prevHash, fields);
    rows.push({ ...fields, id: `id-${index}`, contractId, prevHash, hash });
    prevHash = hash;
  }
  return rows;
}

describe('the contract event chain', () => {
  it('verifies an intact chain, whatever order the rows are read in', () => {
    const events = chain(['created', 'sent', 'opened', 'code_sent', 'code_verified', 'signed']);
    expect(verifyContractEventChain(events)).toBe(true);
    expect(verifyContractEventChain([...events].reverse())).toBe(true);
  });

  it('detects an edited row', () => {
    const events = chain(['created', 'sent', 'signed']);
    const edited = events.map((event) =>
      event.sequence === 2 ? { ...event, ipAddress: '203.0.113.1' } : event,
    );
    expect(verifyContractEventChain(edited)).toBe(false);
  });

  it('detects a removed row, even the last one re-hashed by someone without the earlier hashes', () => {
    const events = chain(['created', 'sent', 'opened', 'signed']);
    expect(verifyContractEventChain(events.filter((event) => event.sequence !== 3))).toBe(false);
    // Renumbering after a removal still breaks the link to the previous hash.
    const renumbered = events
      .filter((event) => event.sequence !== 2)
      .map((event, index) => ({ ...event, sequence: index + 1 }));
    expect(verifyContractEventChain(renumbered)).toBe(false);
  });

  it('hashes data independently of the key order jsonb gives back', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });
});
