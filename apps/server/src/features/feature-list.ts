import type { ServerFeature } from '../http/server-feature';
import { accountsFeature } from './accounts/accounts.feature';
import { actionCenterFeature } from './action-center/action-center.feature';
import { announcementsFeature } from './announcements/announcements.feature';
import { applicationCommentsFeature } from './application-comments/application-comments.feature';
import { applicationStatisticsFeature } from './application-statistics/application-statistics.feature';
import { areaGroupsFeature } from './area-groups/area-groups.feature';
import { areasFeature } from './areas/areas.feature';
import { authFeature } from './auth/auth.feature';
import { campaignsFeature } from './campaigns/campaigns.feature';
import { confirmationsFeature } from './confirmations/confirmations.feature';
import { customerContractsFeature } from './customer-contracts/customer-contracts.feature';
import { dashboardFeature } from './dashboard/dashboard.feature';
import { documentRequestsFeature } from './document-requests/document-requests.feature';
import { documentsFeature } from './documents/documents.feature';
import { employmentContractsFeature } from './employment-contracts/employment-contracts.feature';
import { eventsFeature } from './events/events.feature';
import { geocodingFeature } from './geocoding/geocoding.feature';
import { gigsFeature } from './gigs/gigs.feature';
import { imagesFeature } from './images/images.feature';
import { interviewsFeature } from './interviews/interviews.feature';
import { invoicesFeature } from './invoices/invoices.feature';
import { jobAdsFeature } from './job-ads/job-ads.feature';
import { licenceChecksFeature } from './licence-checks/licence-checks.feature';
import { meFeature } from './me/me.feature';
import { messageTemplatesFeature } from './message-templates/message-templates.feature';
import { onboardingFeature } from './onboarding/onboarding.feature';
import { outboxFeature } from './outbox/outbox.feature';
import { payrollFeature } from './payroll/payroll.feature';
import { poolsFeature } from './pools/pools.feature';
import { questionnairesFeature } from './questionnaires/questionnaires.feature';
import { recruitmentFeature } from './recruitment/recruitment.feature';
import { searchFeature } from './search/search.feature';
import { shiftInvitationsFeature } from './shift-invitations/shift-invitations.feature';
import { shiftPlanningFeature } from './shift-planning/shift-planning.feature';
import { shiftsFeature } from './shifts/shifts.feature';
import { smsBroadcastsFeature } from './sms-broadcasts/sms-broadcasts.feature';
import { systemFeature } from './system/system.feature';
import { temporaryContractsFeature } from './temporary-contracts/temporary-contracts.feature';
import { wageReportsFeature } from './wage-reports/wage-reports.feature';
import { workerBlocksFeature } from './worker-blocks/worker-blocks.feature';
import { workerMessagesFeature } from './worker-messages/worker-messages.feature';
import { workerSearchFeature } from './worker-search/worker-search.feature';
import { workersFeature } from './workers/workers.feature';

/**
 * Every server feature, in the order its routes are registered (the OpenAPI document lists them so).
 * Adding a feature is one line here and one in testing/access-rows-list.ts.
 */
export const serverFeatures: readonly ServerFeature[] = [
  systemFeature,
  authFeature,
  meFeature,
  accountsFeature,
  dashboardFeature,
  areasFeature,
  geocodingFeature,
  areaGroupsFeature,
  poolsFeature,
  outboxFeature,
  workersFeature,
  workerBlocksFeature,
  temporaryContractsFeature,
  documentsFeature,
  documentRequestsFeature,
  licenceChecksFeature,
  onboardingFeature,
  jobAdsFeature,
  recruitmentFeature,
  interviewsFeature,
  applicationCommentsFeature,
  applicationStatisticsFeature,
  workerMessagesFeature,
  imagesFeature,
  announcementsFeature,
  smsBroadcastsFeature,
  workerSearchFeature,
  searchFeature,
  gigsFeature,
  shiftsFeature,
  shiftInvitationsFeature,
  confirmationsFeature,
  shiftPlanningFeature,
  actionCenterFeature,
  customerContractsFeature,
  campaignsFeature,
  invoicesFeature,
  wageReportsFeature,
  payrollFeature,
  employmentContractsFeature,
  questionnairesFeature,
  messageTemplatesFeature,
  eventsFeature,
];
