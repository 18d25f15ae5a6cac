import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from a name: the same name always gives the same id, so the demo data has
 * stable ids across runs and databases. Version nibble 8 (custom) and the RFC 4122 variant keep it a
 * well-formed UUID for validators.
 */
export function deriveId(name: string): string {
  const hex = createHash('sha256').update(`portal-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** Ids of the demo records other seed files refer to. */
export const seedIds = {
  organizations: {
    first: deriveId('organization:pohjoisvirta'),
    second: deriveId('organization:kaarnahoiva'),
  },
  accounts: {
    south: deriveId('account:pohjoisvirta-etela'),
    north: deriveId('account:pohjoisvirta-pohjoinen'),
    west: deriveId('account:kaarnahoiva-lansi'),
  },
} as const;
