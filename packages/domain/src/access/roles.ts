/** Staff roles that can sign in to the portal (spec section 6). Workers have no back-office login. */
export const staffRoles = ['super-admin', 'organization-admin', 'admin', 'agent', 'customer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Every value of users.role: staff plus workers (care professionals and applicants). */
export const userRoles = [...staffRoles, 'worker'] as const;
export type UserRole = (typeof userRoles)[number];

/** Roles that choose which account they act on (header account switcher). */
export function canSwitchAccount(role: StaffRole): boolean {
  return role === 'super-admin' || role === 'organization-admin';
}

/** Where a role lands after sign-in, and when it opens the login page while signed in. */
export function homePathOf(_role: StaffRole): string {
  // Spec section 2: after sign-in users go to the root path, which redirects to the gigs list. Customers
  // land there too: ordering gigs for their areas is their main task.
  return '/apps/shifts-&-gigs/gigs-management/list';
}
