import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths, routeAccess } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-guard';
import { RouteGuard } from './route-guard';

const accountSettingsRoute = {
  handle: { access: routeAccess.accountSettings } satisfies RouteHandle,
  lazy: async () => ({
    Component: (await import('@/features/settings/routes/account-settings.page')).AccountSettingsPage,
  }),
};

/** Every route of the app. Pages load lazily; guarded routes name their ability in `handle`. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.root,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      // Spec section 2: the default route redirects to the gigs list.
      { index: true, element: <Navigate to={paths.gigsList} replace /> },
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.login,
            lazy: async () => ({ Component: (await import('@/features/auth/routes/login.page')).LoginPage }),
          },
          {
            path: paths.notFound,
            lazy: async () => ({
              Component: (await import('@/features/errors/routes/not-found.page')).NotFoundPage,
            }),
          },
          {
            path: paths.notAuthorized,
            lazy: async () => ({
              Component: (await import('@/features/errors/routes/not-authorized.page')).NotAuthorizedPage,
            }),
          },
          {
            // No sign-in and no guard: the worker has no back-office login.
            path: paths.shiftInvitation,
            lazy: async () => ({
              Component: (await import('@/features/shift-invitations/routes/shift-confirmation.page'))
                .ShiftConfirmationPage,
            }),
          },
        ],
      },
      {
        element: (
          <RouteGuard>
            <AppLayout />
          </RouteGuard>
        ),
        children: [
          {
            path: paths.dashboardHome,
            handle: { access: routeAccess.dashboardHome } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/dashboard/routes/dashboard-home.page')).DashboardHomePage,
            }),
          },
          {
            path: paths.gigsList,
            handle: { access: routeAccess.gigs } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/gigs/routes/gigs-list.page')).GigsListPage,
            }),
          },
          {
            path: paths.gigsEdit,
            handle: { access: routeAccess.gigs } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/gigs/routes/gig-edit.page')).GigEditPage,
            }),
          },
          {
            path: paths.shiftsCalendar,
            handle: { access: routeAccess.shiftsCalendar } satisfies RouteHandle,
            // The shift drawer comes with the invitations feature's "Invite a worker" (the app composes features).
            lazy: async () => {
              const [{ ShiftsCalendarPage }, { ShiftDetailWithInvitations }] = await Promise.all([
                import('@/features/shifts/routes/shifts-calendar.page'),
                import('./shift-detail-with-invitations'),
              ]);
              return { Component: () => <ShiftsCalendarPage ShiftDetail={ShiftDetailWithInvitations} /> };
            },
          },
          {
            path: paths.poolsList,
            handle: { access: routeAccess.poolsList } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/pools/routes/pools-list.page')).PoolsListPage,
            }),
          },
          {
            path: paths.poolsCreate,
            handle: { access: routeAccess.poolsCreate } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/pools/routes/pool-create.page')).PoolCreatePage,
            }),
          },
          {
            path: paths.poolsEdit,
            handle: { access: routeAccess.poolsEdit } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/pools/routes/pool-edit.page')).PoolEditPage,
            }),
          },
          {
            path: paths.personnelList,
            handle: { access: routeAccess.personnelList } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/personnel/routes/workers-list.page')).WorkersListPage,
            }),
          },
          {
            path: paths.personnelCreate,
            handle: { access: routeAccess.personnelCreate } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/personnel/routes/worker-create.page')).WorkerCreatePage,
            }),
          },
          {
            // Panels of other features (blocks, temporary contract, messages) go in as children of the page.
            path: paths.personnelEdit,
            handle: { access: routeAccess.personnelEdit } satisfies RouteHandle,
            lazy: async () => {
              const [{ WorkerDetailPage }, { WorkerActionPanels }] = await Promise.all([
                import('@/features/personnel/routes/worker-detail.page'),
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
            path: paths.areasList,
            handle: { access: routeAccess.areas } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/areas/routes/areas-list.page')).AreasListPage,
            }),
          },
          {
            path: paths.areasEdit,
            handle: { access: routeAccess.areas } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/areas/routes/area-edit.page')).AreaEditPage,
            }),
          },
          {
            path: paths.areaGroups,
            handle: { access: routeAccess.areaGroups } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/area-groups/routes/area-groups.page')).AreaGroupsPage,
            }),
          },
          {
            path: paths.outbox,
            handle: { access: routeAccess.outbox } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/outbox/routes/outbox.page')).OutboxPage,
            }),
          },
          {
            path: paths.actionCenter,
            handle: { access: routeAccess.actionCenter } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/action-center/routes/action-center.page'))
                .ActionCenterPage,
            }),
          },
          {
            path: paths.confirmationsList,
            handle: { access: routeAccess.confirmations } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/confirmations/routes/confirmations-list.page'))
                .ConfirmationsListPage,
            }),
          },
          {
            path: paths.confirmationsView,
            handle: { access: routeAccess.confirmations } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/confirmations/routes/confirmation-view.page'))
                .ConfirmationViewPage,
            }),
          },
          {
            path: paths.shiftPlanningList,
            handle: { access: routeAccess.shiftPlanning } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import('@/features/shift-planning/routes/shift-planning-list.page'))
                .ShiftPlanningListPage,
            }),
          },
          {
            path: paths.shiftPlanningView,
            handle: { access: routeAccess.shiftPlanning } satisfies RouteHandle,
            // The shifts feature's detail drawer opens a shift to fill it (features do not import each other).
            lazy: async () => {
              const [{ ShiftPlanningViewPage }, { ShiftDetailWithInvitations }] = await Promise.all([
                import('@/features/shift-planning/routes/shift-planning-view.page'),
                import('./shift-detail-with-invitations'),
              ]);
              return { Component: () => <ShiftPlanningViewPage ShiftDetail={ShiftDetailWithInvitations} /> };
            },
          },
          { path: paths.accountSettings, ...accountSettingsRoute },
          ...paths.accountSettingsAliases.map((path) => ({ path, ...accountSettingsRoute })),
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
