import { defineAbilitiesFor, type StaffRole, staffRoles } from '@portal/domain/access';
import { IconCash, IconFileInvoice } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { accountIds } from '@/testing/build-me';
import { type MenuGroup, menuGroups } from './menu-groups';
import { visibleMenuGroups } from './visible-menu-groups';

function viewerOf(role: StaffRole) {
  const ability = defineAbilitiesFor({
    userId: 'user-1',
    role,
    organizationId: 'org-1',
    accountIds: [accountIds.first],
    areaIds: null,
  });
  return { ability, role, accountId: accountIds.first };
}

function visibleKeys(groups: readonly MenuGroup[], role: StaffRole): string[] {
  return visibleMenuGroups(groups, viewerOf(role)).flatMap((group) =>
    group.entries.map((entry) => `${group.key}/${entry.key}`),
  );
}

// Entries for screens still to come, to check the two filters on their own.
const futureGroups: MenuGroup[] = [
  {
    key: 'payroll',
    labelKey: 'menu.groups.payroll',
    entries: [
      {
        key: 'payrollLists',
        labelKey: 'menu.groups.payroll',
        path: '/apps/pay-&-billing/payroll-lists/list',
        icon: IconCash,
        access: { action: 'read', subject: 'Payroll' },
        resource: { visibility: 'private', visibleTo: ['agent'] },
      },
    ],
  },
  {
    key: 'billing',
    labelKey: 'menu.groups.billing',
    entries: [
      {
        key: 'invoices',
        labelKey: 'menu.groups.billing',
        path: '/apps/billing/invoices/list',
        icon: IconFileInvoice,
        access: { action: 'read', subject: 'Invoices' },
        resource: { visibility: 'public', visibleTo: [] },
      },
    ],
  },
];

describe('visible menu groups', () => {
  it.each(staffRoles)('shows Home and Account settings to %s and hides the empty groups', (role) => {
    const keys = visibleKeys(menuGroups, role);
    expect(keys[0]).toBe('dashboard/home');
    expect(keys.at(-1)).toBe('settings/accountSettings');
    for (const group of visibleMenuGroups(menuGroups, viewerOf(role))) {
      expect(group.entries.length, group.key).toBeGreaterThan(0);
    }
  });

  it.each(staffRoles)('shows Pools under HR to %s only when the role manages pools', (role) => {
    expect(visibleKeys(menuGroups, role).includes('hr/pools')).toBe(role !== 'customer');
  });

  it('needs both the ability and the resource visibility', () => {
    // Payroll is private to agents, but agents have no Payroll ability; admins see every resource.
    expect(visibleKeys(futureGroups, 'admin')).toEqual(['payroll/payrollLists', 'billing/invoices']);
    expect(visibleKeys(futureGroups, 'super-admin')).toEqual(['payroll/payrollLists', 'billing/invoices']);
    expect(visibleKeys(futureGroups, 'agent')).toEqual([]);
    // An organization-admin may read payroll, but the private resource is not listed for that role.
    expect(visibleKeys(futureGroups, 'organization-admin')).toEqual(['billing/invoices']);
    expect(visibleKeys(futureGroups, 'customer')).toEqual(['billing/invoices']);
  });

  it('checks the ability on the chosen account', () => {
    const viewer = { ...viewerOf('admin'), accountId: accountIds.second };
    expect(
      visibleMenuGroups(menuGroups, viewer).flatMap((group) => group.entries.map((entry) => entry.key)),
    ).toEqual(['accountSettings']);
  });
});
