import type { StaffRole } from '@portal/domain/access';
import type { userAreas, users } from '../schema/users.schema';
import { areaIdOf } from './areas';
import { demoUsers } from './demo-users';
import { deriveId, seedIds } from './ids';

type UserRow = typeof users.$inferInsert;
type UserAreaRow = typeof userAreas.$inferInsert;

/** The areas of the first account the demo customer is limited to. */
export const customerAreaKeys = ['koivula', 'tapiola'] as const;

export function staffIdOf(role: StaffRole): string {
  return deriveId(`staff:${role}`);
}

/** Where each staff role sits: super-admin above all organizations, the others in the first organization. */
function tenancyOf(role: StaffRole): { organizationId: string | null; accountId: string | null } {
  switch (role) {
    case 'super-admin':
      return { organizationId: null, accountId: null };
    case 'organization-admin':
      return { organizationId: seedIds.organizations.first, accountId: null };
    default:
      return { organizationId: seedIds.organizations.first, accountId: seedIds.accounts.south };
  }
}

/** The five demo sign-ins; `passwordHash` is one argon2id hash of the demo password, shared by all five. */
export function buildStaff(passwordHash: string, createdAt: Date): UserRow[] {
  return demoUsers.map((user, index) => ({
    id: staffIdOf(user.role),
    email: user.email.toLowerCase(),
    passwordHash,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: `+35840000000${index + 1}`,
    locale: 'fi',
    ...tenancyOf(user.role),
    confirmed: true,
    status: 'accepted',
    createdAt,
    updatedAt: createdAt,
  }));
}

export function buildStaffAreas(): UserAreaRow[] {
  return customerAreaKeys.map((key) => ({ userId: staffIdOf('customer'), areaId: areaIdOf(key) }));
}

/** Who creates gigs and processes shifts in each account: the account's admin where there is one. */
export function processorIdOf(accountId: string): string {
  if (accountId === seedIds.accounts.south) {
    return staffIdOf('admin');
  }
  if (accountId === seedIds.accounts.north) {
    return staffIdOf('organization-admin');
  }
  return staffIdOf('super-admin');
}
