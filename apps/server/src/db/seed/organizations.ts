import type { accounts, organizations } from '../schema/tenancy.schema';
import { seedIds } from './ids';

type OrganizationRow = typeof organizations.$inferInsert;
type AccountRow = typeof accounts.$inferInsert;

const businessIdWeights = [7, 9, 10, 5, 8, 4, 2] as const;

/** A Finnish business id (Y-tunnus) '1234567-C' from its seven digits; remainder 1 has no valid check digit. */
export function finnishBusinessId(digits: string): string {
  if (!/^\d{7}$/.test(digits)) {
    throw new Error(`a business id needs seven digits: ${digits}`);
  }
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (businessIdWeights[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 1) {
    throw new Error(`${digits} cannot carry a check digit`);
  }
  return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`;
}

export function buildOrganizations(createdAt: Date): OrganizationRow[] {
  return [
    { id: seedIds.organizations.first, name: 'Hoivapalvelut Pohjoisvirta Oy', createdAt },
    { id: seedIds.organizations.second, name: 'Kaarnahoiva Oy', createdAt },
  ];
}

/** Two accounts in the first organization, one in the second. The first is where the demo staff work. */
export function buildAccounts(createdAt: Date): AccountRow[] {
  const common = { country: 'FI' as const, createdAt, updatedAt: createdAt };
  return [
    {
      ...common,
      id: seedIds.accounts.south,
      organizationId: seedIds.organizations.first,
      name: 'Pohjoisvirta Etelä-Suomi',
      businessId: finnishBusinessId('3187655'),
      unpaidTime: 30,
      minHoursWithBreak: 6,
    },
    {
      ...common,
      id: seedIds.accounts.north,
      organizationId: seedIds.organizations.first,
      name: 'Pohjoisvirta Pohjois-Suomi',
      businessId: finnishBusinessId('3214508'),
      unpaidTime: 30,
      minHoursWithBreak: 6,
    },
    {
      ...common,
      id: seedIds.accounts.west,
      organizationId: seedIds.organizations.second,
      name: 'Kaarnahoiva Länsi',
      businessId: finnishBusinessId('2965431'),
      unpaidTime: 45,
      minHoursWithBreak: 7.5,
    },
  ];
}
