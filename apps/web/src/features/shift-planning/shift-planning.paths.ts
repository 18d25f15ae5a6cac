/** Upcoming shifts by area and week; the view's id is the area's. */
export const paths = {
  shiftPlanningList: '/apps/shifts-&-gigs/shift-planning/list',
  shiftPlanningView: '/apps/shifts-&-gigs/shift-planning/view/:id',
} as const;

/** Route meta: the ability each screen needs (checked as a `RouteAccess` where routes and menu use it). */
export const routeAccess = {
  // Filling shifts is the staffing company's work: customers have no ShiftPlanning ability.
  shiftPlanning: { action: 'read', subject: 'ShiftPlanning' },
} as const;
