import type { MenuResource } from '@portal/domain/access/resource-visibility';
import {
  IconBriefcase,
  IconBuildingHospital,
  IconCalendarEvent,
  IconCalendarStats,
  IconChecklist,
  IconClipboardCheck,
  IconHome,
  IconMailForward,
  IconMapPins,
  IconSettings,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { paths, type RouteAccess, routeAccess } from '@/config/paths';
import { ActionCenterMenuBadge } from '@/features/action-center/components/action-center-menu-badge';

export type MenuEntry = {
  key: string;
  labelKey: ParseKeys;
  path: string;
  icon: TablerIcon;
  /** The same action and subject as the route's meta. */
  access: RouteAccess;
  /** Spec section 6: public, or private and visible to the roles listed (admins always see it). */
  resource: MenuResource;
  /** A live count beside the label (renders nothing when there is nothing to count). */
  badge?: ComponentType;
};

export type MenuGroup = { key: string; labelKey: ParseKeys; entries: readonly MenuEntry[] };

const forEveryRole: MenuResource = { visibility: 'public', visibleTo: [] };

/**
 * The navigation menu, grouped as the spec's menu. Only screens that exist are listed; a new screen is one
 * more entry line in its group. Groups with no entry the user may see are not shown.
 */
export const menuGroups: readonly MenuGroup[] = [
  {
    key: 'dashboard',
    labelKey: 'menu.groups.dashboard',
    entries: [
      {
        key: 'home',
        labelKey: 'menu.home',
        path: paths.dashboardHome,
        icon: IconHome,
        access: routeAccess.dashboardHome,
        resource: forEveryRole,
      },
    ],
  },
  {
    key: 'shiftsAndGigs',
    labelKey: 'menu.groups.shiftsAndGigs',
    entries: [
      {
        key: 'gigs',
        labelKey: 'gigs.menu',
        path: paths.gigsList,
        icon: IconBriefcase,
        access: routeAccess.gigs,
        resource: forEveryRole,
      },
      {
        key: 'shiftsCalendar',
        labelKey: 'shifts.menu',
        path: paths.shiftsCalendar,
        icon: IconCalendarEvent,
        access: routeAccess.shiftsCalendar,
        resource: forEveryRole,
      },
      {
        key: 'actionCenter',
        labelKey: 'action-center.menu',
        path: paths.actionCenter,
        icon: IconClipboardCheck,
        access: routeAccess.actionCenter,
        resource: forEveryRole,
        badge: ActionCenterMenuBadge,
      },
      {
        key: 'confirmations',
        labelKey: 'confirmations.menu',
        path: paths.confirmationsList,
        icon: IconChecklist,
        access: routeAccess.confirmations,
        resource: forEveryRole,
      },
      {
        key: 'shiftPlanning',
        labelKey: 'shift-planning.menu',
        path: paths.shiftPlanningList,
        icon: IconCalendarStats,
        access: routeAccess.shiftPlanning,
        resource: forEveryRole,
      },
    ],
  },
  {
    key: 'hr',
    labelKey: 'menu.groups.hr',
    entries: [
      {
        key: 'personnel',
        labelKey: 'personnel.menu',
        path: paths.personnelList,
        icon: IconUsers,
        access: routeAccess.personnelList,
        resource: forEveryRole,
      },
      {
        key: 'pools',
        labelKey: 'pools.menu',
        path: paths.poolsList,
        icon: IconUsersGroup,
        // Managing pools, so customers (who may not) do not see the entry.
        access: { action: 'create', subject: 'Pool' },
        resource: forEveryRole,
      },
      {
        key: 'areas',
        labelKey: 'areas.menu',
        path: paths.areasList,
        icon: IconBuildingHospital,
        access: routeAccess.areas,
        resource: forEveryRole,
      },
      {
        key: 'areaGroups',
        labelKey: 'area-groups.menu',
        path: paths.areaGroups,
        icon: IconMapPins,
        access: routeAccess.areaGroups,
        resource: forEveryRole,
      },
    ],
  },
  { key: 'payroll', labelKey: 'menu.groups.payroll', entries: [] },
  { key: 'billing', labelKey: 'menu.groups.billing', entries: [] },
  {
    key: 'settings',
    labelKey: 'menu.groups.settings',
    entries: [
      {
        key: 'outbox',
        labelKey: 'outbox.menu',
        path: paths.outbox,
        icon: IconMailForward,
        // read Outbox: staff who send messages; customers do not see the entry.
        access: routeAccess.outbox,
        resource: forEveryRole,
      },
      {
        key: 'accountSettings',
        labelKey: 'menu.accountSettings',
        path: paths.accountSettings,
        icon: IconSettings,
        access: routeAccess.accountSettings,
        resource: forEveryRole,
      },
    ],
  },
];
