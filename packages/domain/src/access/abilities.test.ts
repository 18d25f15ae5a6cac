import { type AbilitySubject, asSubject, defineAbilitiesFor, menuSubjects } from './abilities';
import type { Actor } from './actor';
import type { StaffRole } from './roles';

const ownAccount = 'account-own';
const otherAccount = 'account-other';

function actorOf(role: StaffRole, overrides: Partial<Actor> = {}): Actor {
  return {
    userId: `user-${role}`,
    role,
    organizationId: role === 'super-admin' ? null : 'organization-1',
    accountIds: role === 'super-admin' ? [ownAccount, otherAccount] : [ownAccount],
    areaIds: null,
    ...overrides,
  };
}

/** Which menu subjects each role may read: the role matrix of design brief section 2. */
const menuByRole: Record<StaffRole, readonly string[]> = {
  'super-admin': menuSubjects,
  'organization-admin': menuSubjects,
  admin: menuSubjects,
  agent: [
    'Dashboard',
    'Jobs',
    'Confirmations',
    'ShiftPlanning',
    'HR',
    'Applications',
    'Communications',
    'Rekry',
    'DocumentRequests',
  ],
  // Job ads (menu Jobs) are HR's work: customers have none (issue 16 §3, decision 0050).
  customer: ['Dashboard', 'Confirmations', 'Invoices'],
};

describe('role matrix as CASL rules', () => {
  for (const [role, allowed] of Object.entries(menuByRole) as [StaffRole, readonly string[]][]) {
    it(`${role} reads exactly its menu subjects on its own account`, () => {
      const ability = defineAbilitiesFor(actorOf(role));
      const readable = menuSubjects.filter((subject) =>
        ability.can('read', asSubject(subject, { accountId: ownAccount })),
      );
      expect(readable).toEqual([...allowed]);
    });
  }

  it('agent has a read-only dashboard and no payroll, billing or account settings changes', () => {
    const ability = defineAbilitiesFor(actorOf('agent'));
    const own = (subject: Exclude<AbilitySubject, 'all'>) => asSubject(subject, { accountId: ownAccount });
    expect(ability.can('read', own('Dashboard'))).toBe(true);
    expect(ability.can('update', own('Dashboard'))).toBe(false);
    expect(ability.can('read', own('Payroll'))).toBe(false);
    expect(ability.can('read', own('Invoices'))).toBe(false);
    expect(ability.can('read', own('AccountSettings'))).toBe(true);
    expect(ability.can('update', own('AccountSettings'))).toBe(false);
    expect(ability.can('manage', own('Shift'))).toBe(true);
    expect(ability.can('manage', own('Worker'))).toBe(true);
  });

  it('admin manages everything in its account, including settings and billing', () => {
    const ability = defineAbilitiesFor(actorOf('admin'));
    for (const subject of ['AccountSettings', 'Payroll', 'Invoices', 'Shift', 'Worker'] as const) {
      expect(ability.can('manage', asSubject(subject, { accountId: ownAccount }))).toBe(true);
    }
    expect(ability.can('manage', 'AreaGroup')).toBe(false);
  });

  it.each(['organization-admin', 'admin', 'agent', 'customer'] as const)(
    '%s can do nothing on an account outside its scope',
    (role) => {
      const ability = defineAbilitiesFor(actorOf(role));
      for (const subject of [...menuSubjects, 'Shift', 'AccountSettings', 'Area'] as const) {
        expect(ability.can('read', asSubject(subject, { accountId: otherAccount }))).toBe(false);
      }
    },
  );

  it('super-admin may act on every account', () => {
    const ability = defineAbilitiesFor(actorOf('super-admin'));
    expect(ability.can('manage', asSubject('AccountSettings', { accountId: otherAccount }))).toBe(true);
    expect(ability.can('manage', 'AreaGroup')).toBe(true);
  });

  it('a customer limited to some areas sees shifts of those areas only', () => {
    const ability = defineAbilitiesFor(actorOf('customer', { areaIds: ['area-1'] }));
    expect(ability.can('read', asSubject('Shift', { accountId: ownAccount, areaId: 'area-1' }))).toBe(true);
    expect(ability.can('read', asSubject('Shift', { accountId: ownAccount, areaId: 'area-2' }))).toBe(false);
    expect(ability.can('create', asSubject('Gig', { accountId: ownAccount, areaId: 'area-2' }))).toBe(false);
    expect(ability.can('delete', asSubject('Shift', { accountId: ownAccount, areaId: 'area-1' }))).toBe(
      false,
    );
  });

  it('every role may read and update its own profile', () => {
    for (const role of Object.keys(menuByRole) as StaffRole[]) {
      const ability = defineAbilitiesFor(actorOf(role));
      expect(ability.can('update', 'Profile')).toBe(true);
    }
  });

  it('lets admins read the seller details and only organization-admins and super-admins change them', () => {
    const onOwn = asSubject('SellerDetails', { accountId: ownAccount });
    const readers: StaffRole[] = ['super-admin', 'organization-admin', 'admin'];
    const writers: StaffRole[] = ['super-admin', 'organization-admin'];
    for (const role of ['super-admin', 'organization-admin', 'admin', 'agent', 'customer'] as const) {
      const ability = defineAbilitiesFor(actorOf(role));
      expect(ability.can('read', onOwn)).toBe(readers.includes(role));
      expect(ability.can('update', onOwn)).toBe(writers.includes(role));
    }
    expect(
      defineAbilitiesFor(actorOf('organization-admin')).can(
        'update',
        asSubject('SellerDetails', { accountId: otherAccount }),
      ),
    ).toBe(false);
  });

  it('lets only the customer dispute invoice lines of its own account, and only staff answer through Invoices', () => {
    for (const role of ['super-admin', 'organization-admin', 'admin', 'agent', 'customer'] as const) {
      const ability = defineAbilitiesFor(actorOf(role));
      const own = asSubject('InvoiceDispute', { accountId: ownAccount });
      expect(ability.can('create', own), role).toBe(role === 'customer');
      expect(ability.can('update', asSubject('Invoices', { accountId: ownAccount })), role).toBe(
        ['super-admin', 'organization-admin', 'admin'].includes(role),
      );
    }
    const customer = defineAbilitiesFor(actorOf('customer'));
    expect(customer.can('create', asSubject('InvoiceDispute', { accountId: otherAccount }))).toBe(false);
  });
});
