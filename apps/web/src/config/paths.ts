import type { AbilityAction, AbilitySubject } from '@portal/domain/access/abilities';

/** What a route (and the menu entry leading to it) requires: an action on a subject, as in the spec's route meta. */
export type RouteAccess = { action: AbilityAction; subject: AbilitySubject };

/** Every screen path of the web app, in one place. */
export const paths = {
  root: '/',
  login: '/pages/login',
  notFound: '/pages/error/error-404',
  notAuthorized: '/pages/error/not-authorized',
  /** Public: a worker answers a shift invitation through its link (the id is the link's secret). */
  shiftInvitation: '/invite/shift-confirmation/:id',
  dashboardHome: '/apps/dashboard/home',
  accountSettings: '/apps/settings/account-settings',
  /** Older addresses of the account settings page that stay valid. */
  accountSettingsAliases: ['/settings/account-settings', '/pages/account-setting'],
  poolsList: '/apps/hr/pools/list',
  poolsCreate: '/apps/hr/pools/create',
  poolsEdit: '/apps/hr/pools/edit/:id',
  personnelList: '/apps/hr/personels/list',
  personnelCreate: '/apps/hr/personels/create',
  personnelEdit: '/apps/hr/personels/edit/:id',
  areasList: '/apps/hr/areas-management/list',
  areasCreate: '/apps/hr/areas-management/create',
  /** Create without an id, edit and delete with one (spec: areas-management/create/:id?). */
  areasEdit: '/apps/hr/areas-management/create/:id?',
  areaGroups: '/apps/hr/area-groups',
  /** The account's outgoing e-mail and SMS (tabs and page in the query). */
  outbox: '/apps/settings/outbox',
  /** Booking confirmation, completed-shift verification, quick pay and inspection (tab and page in the query). */
  actionCenter: '/apps/shifts-&-gigs/action-center',
  /** Confirmed and verified shifts; the view's id is the shift's. */
  confirmationsList: '/apps/shifts-&-gigs/confirmations/list',
  confirmationsView: '/apps/shifts-&-gigs/confirmations/view/:id',
  /** Upcoming shifts by area and week; the view's id is the area's. */
  shiftPlanningList: '/apps/shifts-&-gigs/shift-planning/list',
  shiftPlanningView: '/apps/shifts-&-gigs/shift-planning/view/:id',
  /** The gigs list (spec: the default route / leads here). */
  gigsList: '/apps/shifts-&-gigs/gigs-management/list',
  gigsCreate: '/apps/shifts-&-gigs/gigs-management/create',
  /** Create without an id, view and edit with one (spec: gigs-management/create/:id?). */
  gigsEdit: '/apps/shifts-&-gigs/gigs-management/create/:id?',
  /** Month, week, day and list views of the account's shifts (view, date, filters and open shift in the query). */
  shiftsCalendar: '/apps/shifts-&-gigs/shifts-calendar',
} as const;

/** Route meta: the ability each guarded screen needs. */
export const routeAccess = {
  dashboardHome: { action: 'read', subject: 'Dashboard' },
  // The page holds the user's own profile and password, so every signed-in role may open it; the account
  // settings form on it has its own, account-scoped check.
  accountSettings: { action: 'read', subject: 'Profile' },
  // Customers may not see pools; admins and agents manage those of their account.
  poolsList: { action: 'read', subject: 'Pool' },
  poolsCreate: { action: 'create', subject: 'Pool' },
  poolsEdit: { action: 'read', subject: 'Pool' },
  // Customers have no Worker ability, so they do not see personnel.
  personnelList: { action: 'read', subject: 'Worker' },
  personnelCreate: { action: 'create', subject: 'Worker' },
  personnelEdit: { action: 'read', subject: 'Worker' },
  // Customers may only read their areas: the area screens (and menu entry) need managing them.
  areas: { action: 'create', subject: 'Area' },
  // Area groups span accounts: super-admins and organization-admins (admins are denied AreaGroup).
  areaGroups: { action: 'manage', subject: 'AreaGroup' },
  // Staff who send messages (not customers) see what the account sent.
  outbox: { action: 'read', subject: 'Outbox' },
  // Every account user: a customer limited to some areas holds the Shift rules only per area, so the screen
  // needs the account; each tab shows for those who may take its action, and the server narrows the lists.
  actionCenter: { action: 'read', subject: 'Account' },
  // Customers read the confirmations of their own areas (and verify them there); staff those of the account.
  confirmations: { action: 'read', subject: 'Confirmations' },
  // Filling shifts is the staffing company's work: customers have no ShiftPlanning ability.
  shiftPlanning: { action: 'read', subject: 'ShiftPlanning' },
  // Every account user sees gigs: a customer limited to some areas holds the Gig rule only per area, so the
  // screen needs the account and the server narrows the list (and refuses staff-only actions).
  gigs: { action: 'read', subject: 'Account' },
  // Every account user sees the calendar; the server narrows a customer to its areas and the drawer offers
  // only the actions the user may take.
  shiftsCalendar: { action: 'read', subject: 'Account' },
} as const satisfies Record<string, RouteAccess>;

/** The worker page (edit form and detail) of one worker. */
export function personnelEditPath(workerId: string): string {
  return paths.personnelEdit.replace(':id', encodeURIComponent(workerId));
}

/** The login path that brings the user back to `target` after signing in. */
export function loginPathFor(target: string): string {
  return `${paths.login}?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** Accepts only same-origin paths as a post-login target, so a crafted link cannot send the user elsewhere. */
export function safeRedirectTarget(value: string | null): string | null {
  if (value === null) {
    return null;
  }
  const isLocalPath = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  return isLocalPath && !value.startsWith(paths.login) ? value : null;
}
