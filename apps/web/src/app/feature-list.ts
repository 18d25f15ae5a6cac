import { actionCenterFeature } from '@/features/action-center/action-center.feature';
import { applicationCommentsFeature } from '@/features/application-comments/application-comments.feature';
import { applicationInvitationsFeature } from '@/features/application-invitations/application-invitations.feature';
import { applicationStatisticsFeature } from '@/features/application-statistics/application-statistics.feature';
import { applicationsFeature } from '@/features/applications/applications.feature';
import { areaGroupsFeature } from '@/features/area-groups/area-groups.feature';
import { areasFeature } from '@/features/areas/areas.feature';
import { authFeature } from '@/features/auth/auth.feature';
import { campaignsFeature } from '@/features/campaigns/campaigns.feature';
import { communicationsFeature } from '@/features/communications/communications.feature';
import { confirmationsFeature } from '@/features/confirmations/confirmations.feature';
import { customerContractsFeature } from '@/features/customer-contracts/customer-contracts.feature';
import { dashboardFeature } from '@/features/dashboard/dashboard.feature';
import { documentRequestsFeature } from '@/features/document-requests/document-requests.feature';
import { employmentContractsFeature } from '@/features/employment-contracts/employment-contracts.feature';
import { errorsFeature } from '@/features/errors/errors.feature';
import { gigsFeature } from '@/features/gigs/gigs.feature';
import { helpFeature } from '@/features/help/help.feature';
import { interviewsFeature } from '@/features/interviews/interviews.feature';
import { invoicesFeature } from '@/features/invoices/invoices.feature';
import { jobAdsFeature } from '@/features/job-ads/job-ads.feature';
import { licenceChecksFeature } from '@/features/licence-checks/licence-checks.feature';
import { messageTemplatesFeature } from '@/features/message-templates/message-templates.feature';
import { onboardingFeature } from '@/features/onboarding/onboarding.feature';
import { outboxFeature } from '@/features/outbox/outbox.feature';
import { payrollFeature } from '@/features/payroll/payroll.feature';
import { poolsFeature } from '@/features/pools/pools.feature';
import { questionnairesFeature } from '@/features/questionnaires/questionnaires.feature';
import { recruitmentFeature } from '@/features/recruitment/recruitment.feature';
import { searchFeature } from '@/features/search/search.feature';
import { settingsFeature } from '@/features/settings/settings.feature';
import { shiftInvitationsFeature } from '@/features/shift-invitations/shift-invitations.feature';
import { shiftPlanningFeature } from '@/features/shift-planning/shift-planning.feature';
import { shiftsFeature } from '@/features/shifts/shifts.feature';
import { smsBroadcastsFeature } from '@/features/sms-broadcasts/sms-broadcasts.feature';
import { systemFeature } from '@/features/system/system.feature';
import { temporaryContractsFeature } from '@/features/temporary-contracts/temporary-contracts.feature';
import { wageReportsFeature } from '@/features/wage-reports/wage-reports.feature';
import { workerBlocksFeature } from '@/features/worker-blocks/worker-blocks.feature';
import { workerMessagesFeature } from '@/features/worker-messages/worker-messages.feature';
import { workersFeature } from '@/features/workers/workers.feature';
import { liveQueryRootsOf } from '@/lib/live-query-roots';

/**
 * Every web feature's registration (features/<feature>/<feature>.feature.ts), one line each. Routes, menu,
 * live updates and translations are built from this list; a feature missing here has no screen, no menu
 * entry and no texts (feature-list.test.ts fails). The order is the order of the entries within each menu
 * group.
 */
export const webFeatures = [
  dashboardFeature,
  applicationStatisticsFeature,
  gigsFeature,
  shiftsFeature,
  actionCenterFeature,
  confirmationsFeature,
  shiftPlanningFeature,
  // HR: recruiting first, then the workers and their papers, then messages to them.
  applicationsFeature,
  applicationInvitationsFeature,
  jobAdsFeature,
  interviewsFeature,
  recruitmentFeature,
  applicationCommentsFeature,
  workersFeature,
  licenceChecksFeature,
  documentRequestsFeature,
  onboardingFeature,
  communicationsFeature,
  smsBroadcastsFeature,
  questionnairesFeature,
  messageTemplatesFeature,
  poolsFeature,
  areasFeature,
  areaGroupsFeature,
  outboxFeature,
  payrollFeature,
  wageReportsFeature,
  employmentContractsFeature,
  invoicesFeature,
  customerContractsFeature,
  campaignsFeature,
  settingsFeature,
  authFeature,
  errorsFeature,
  shiftInvitationsFeature,
  workerBlocksFeature,
  temporaryContractsFeature,
  workerMessagesFeature,
  systemFeature,
  searchFeature,
  helpFeature,
] as const;

/** Which query roots each subject's change notices make stale, from every feature's `liveQueries`. */
export const liveQueryRoots = liveQueryRootsOf(webFeatures);
