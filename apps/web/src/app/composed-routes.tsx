import type { RouteObject } from 'react-router';
import {
  routeAccess as shiftPlanningAccess,
  paths as shiftPlanningPaths,
} from '@/features/shift-planning/shift-planning.paths';
import { routeAccess as shiftsAccess, paths as shiftsPaths } from '@/features/shifts/shifts.paths';
import { routeAccess as workersAccess, paths as workersPaths } from '@/features/workers/workers.paths';
import type { RouteHandle } from '@/lib/web-feature';

/**
 * The screens that show parts of several features. Features do not import each other, so the app joins
 * them here; every other screen comes from its feature's registration.
 */
export const composedRoutes: RouteObject[] = [
  {
    path: shiftsPaths.shiftsCalendar,
    handle: { access: shiftsAccess.shiftsCalendar } satisfies RouteHandle,
    // The shift drawer comes with the invitations feature's "Invite a worker".
    lazy: async () => {
      const [{ ShiftsCalendarPage }, { ShiftDetailWithInvitations }] = await Promise.all([
        import('@/features/shifts/routes/shifts-calendar.page'),
        import('./shift-detail-with-invitations'),
      ]);
      return { Component: () => <ShiftsCalendarPage ShiftDetail={ShiftDetailWithInvitations} /> };
    },
  },
  {
    // Panels of other features (blocks, temporary contract, messages) go in as children of the page.
    path: workersPaths.workersEdit,
    handle: { access: workersAccess.workersEdit } satisfies RouteHandle,
    lazy: async () => {
      const [{ WorkerDetailPage }, { WorkerActionPanels }] = await Promise.all([
        import('@/features/workers/routes/worker-detail.page'),
        import('./worker-action-panels'),
      ]);
      return {
        Component: () => (
          <WorkerDetailPage>
            <WorkerActionPanels />
          </WorkerDetailPage>
        ),
      };
    },
  },
  {
    path: shiftPlanningPaths.shiftPlanningView,
    handle: { access: shiftPlanningAccess.shiftPlanning } satisfies RouteHandle,
    // The shifts feature's detail drawer opens a shift to fill it.
    lazy: async () => {
      const [{ ShiftPlanningViewPage }, { ShiftDetailWithInvitations }] = await Promise.all([
        import('@/features/shift-planning/routes/shift-planning-view.page'),
        import('./shift-detail-with-invitations'),
      ]);
      return { Component: () => <ShiftPlanningViewPage ShiftDetail={ShiftDetailWithInvitations} /> };
    },
  },
];
