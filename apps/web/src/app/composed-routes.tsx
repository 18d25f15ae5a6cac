import type { RouteObject } from 'react-router';
import {
  routeAccess as applicationsAccess,
  paths as applicationsPaths,
} from '@/features/applications/applications.paths';
import {
  routeAccess as communicationsAccess,
  paths as communicationsPaths,
} from '@/features/communications/communications.paths';
import {
  routeAccess as contractsAccess,
  paths as contractsPaths,
} from '@/features/customer-contracts/customer-contracts.paths';
import {
  routeAccess as documentRequestsAccess,
  paths as documentRequestsPaths,
} from '@/features/document-requests/document-requests.paths';
import { paths as onboardingPaths } from '@/features/onboarding/onboarding.paths';
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
    // The application's detail with the applicant's documents (document requests, employment contracts).
    path: applicationsPaths.detail,
    handle: { access: applicationsAccess.read } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./application-with-sections')).ApplicationWithSections }),
  },
  {
    // HR's document requests with the count of tuberculosis surveys waiting for follow-up.
    path: documentRequestsPaths.list,
    handle: { access: documentRequestsAccess.read } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./document-requests-with-follow-ups')).DocumentRequestsWithFollowUps,
    }),
  },
  {
    // Communications: announcements, SMS, campaigns and questionnaires as tabs, each from its own feature.
    path: communicationsPaths.list,
    handle: { access: communicationsAccess.read } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./communications-with-tabs')).CommunicationsWithTabs }),
  },
  {
    // The contracts list with the campaigns as its second tab.
    path: contractsPaths.contractsList,
    handle: { access: contractsAccess.contractsList } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./contracts-with-campaigns')).ContractsListWithCampaigns,
    }),
  },
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
    // The worker page with the other features' worker panels (blocks, contracts, messages) as tabs.
    path: workersPaths.workersEdit,
    handle: { access: workersAccess.workersEdit } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./worker-action-panels')).WorkerPageWithPanels }),
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

/** Public screens (no sign-in) that show parts of several features, in the public layout. */
export const composedPublicRoutes: RouteObject[] = [
  {
    // The get-started checklist answers open document requests with their own answer card.
    path: onboardingPaths.getStarted,
    lazy: async () => ({
      Component: (await import('./get-started-with-document-requests')).GetStartedWithDocumentRequests,
    }),
  },
];
