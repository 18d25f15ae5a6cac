import type { StaffRole } from '@portal/domain/access';
import { defineAbilitiesFor } from '@portal/domain/access';
import type { MeResponse } from '@portal/domain/users';

export const accountIds = {
  first: '00000000-0000-4000-8000-000000000001',
  second: '00000000-0000-4000-8000-000000000002',
} as const;

const roleNames: Record<StaffRole, [string, string]> = {
  'super-admin': ['Sanna', 'Superi'],
  'organization-admin': ['Olli', 'Organisaatio'],
  admin: ['Aino', 'Admin'],
  agent: ['Antti', 'Agentti'],
  customer: ['Kaisa', 'Asiakas'],
};

/** GET /api/me as the server answers it for a user of `role`, with abilities from the domain rules. */
export function buildMe(
  role: StaffRole,
  overrides: { abilities?: MeResponse['abilities'] } = {},
): MeResponse {
  const [firstName, lastName] = roleNames[role];
  const switches = role === 'super-admin' || role === 'organization-admin';
  const accounts = (switches ? [accountIds.first, accountIds.second] : [accountIds.first]).map(
    (id, index) => ({
      id,
      name: `Hoivakoti ${index + 1}`,
      organizationId: 'org-1',
      organizationName: 'Hoivayhtymä',
      country: 'FI' as const,
    }),
  );
  const ability = defineAbilitiesFor({
    userId: `user-${role}`,
    role,
    organizationId: 'org-1',
    accountIds: accounts.map((account) => account.id),
    areaIds: null,
  });
  return {
    user: {
      id: `user-${role}`,
      email: `${role}@demo.example`,
      fullName: `${firstName} ${lastName}`,
      firstName,
      lastName,
      mobile: null,
      role,
      locale: 'fi',
      organizationId: 'org-1',
      accountId: switches ? null : accountIds.first,
      areaIds: null,
    },
    role,
    abilities: overrides.abilities ?? (JSON.parse(JSON.stringify(ability.rules)) as MeResponse['abilities']),
    accounts,
  };
}
