import { accountsAccessRows } from '../features/accounts/accounts.access-rows';
import { actionCenterAccessRows } from '../features/action-center/action-center.access-rows';
import { announcementsAccessRows } from '../features/announcements/announcements.access-rows';
import { applicationCommentsAccessRows } from '../features/application-comments/application-comments.access-rows';
import { applicationStatisticsAccessRows } from '../features/application-statistics/application-statistics.access-rows';
import { areaGroupsAccessRows } from '../features/area-groups/area-groups.access-rows';
import { areasAccessRows } from '../features/areas/areas.access-rows';
import { authAccessRows } from '../features/auth/auth.access-rows';
import { campaignsAccessRows } from '../features/campaigns/campaigns.access-rows';
import { confirmationsAccessRows } from '../features/confirmations/confirmations.access-rows';
import { customerContractsAccessRows } from '../features/customer-contracts/customer-contracts.access-rows';
import { dashboardAccessRows } from '../features/dashboard/dashboard.access-rows';
import { documentRequestsAccessRows } from '../features/document-requests/document-requests.access-rows';
import { documentsAccessRows } from '../features/documents/documents.access-rows';
import { employmentContractsAccessRows } from '../features/employment-contracts/employment-contracts.access-rows';
import { eventsAccessRows } from '../features/events/events.access-rows';
import { geocodingAccessRows } from '../features/geocoding/geocoding.access-rows';
import { gigsAccessRows } from '../features/gigs/gigs.access-rows';
import { imagesAccessRows } from '../features/images/images.access-rows';
import { interviewsAccessRows } from '../features/interviews/interviews.access-rows';
import { invoicesAccessRows } from '../features/invoices/invoices.access-rows';
import { jobAdsAccessRows } from '../features/job-ads/job-ads.access-rows';
import { licenceChecksAccessRows } from '../features/licence-checks/licence-checks.access-rows';
import { meAccessRows } from '../features/me/me.access-rows';
import { messageTemplatesAccessRows } from '../features/message-templates/message-templates.access-rows';
import { onboardingAccessRows } from '../features/onboarding/onboarding.access-rows';
import { outboxAccessRows } from '../features/outbox/outbox.access-rows';
import { payrollAccessRows } from '../features/payroll/payroll.access-rows';
import { poolsAccessRows } from '../features/pools/pools.access-rows';
import { questionnairesAccessRows } from '../features/questionnaires/questionnaires.access-rows';
import { applicationInvitationsAccessRows } from '../features/recruitment/application-invitations.access-rows';
import { recruitmentAccessRows } from '../features/recruitment/recruitment.access-rows';
import { searchAccessRows } from '../features/search/search.access-rows';
import { shiftInvitationsAccessRows } from '../features/shift-invitations/shift-invitations.access-rows';
import { shiftPlanningAccessRows } from '../features/shift-planning/shift-planning.access-rows';
import { shiftsAccessRows } from '../features/shifts/shifts.access-rows';
import { smsBroadcastsAccessRows } from '../features/sms-broadcasts/sms-broadcasts.access-rows';
import { systemAccessRows } from '../features/system/system.access-rows';
import { temporaryContractsAccessRows } from '../features/temporary-contracts/temporary-contracts.access-rows';
import { wageReportsAccessRows } from '../features/wage-reports/wage-reports.access-rows';
import { workerBlocksAccessRows } from '../features/worker-blocks/worker-blocks.access-rows';
import { workerMessagesAccessRows } from '../features/worker-messages/worker-messages.access-rows';
import { workerSearchAccessRows } from '../features/worker-search/worker-search.access-rows';
import { workersAccessRows } from '../features/workers/workers.access-rows';
import type { AccessRows } from './access-row';

/**
 * Every server feature's access-matrix rows, by feature name (the names of features/feature-list.ts).
 * Test code: the rows name fixtures, which production must not load.
 */
export const featureAccessRows: Record<string, AccessRows> = {
  system: systemAccessRows,
  auth: authAccessRows,
  me: meAccessRows,
  accounts: accountsAccessRows,
  dashboard: dashboardAccessRows,
  areas: areasAccessRows,
  geocoding: geocodingAccessRows,
  'area-groups': areaGroupsAccessRows,
  pools: poolsAccessRows,
  outbox: outboxAccessRows,
  workers: workersAccessRows,
  'worker-blocks': workerBlocksAccessRows,
  'temporary-contracts': temporaryContractsAccessRows,
  documents: documentsAccessRows,
  'document-requests': documentRequestsAccessRows,
  'licence-checks': licenceChecksAccessRows,
  onboarding: onboardingAccessRows,
  'job-ads': jobAdsAccessRows,
  interviews: interviewsAccessRows,
  'application-comments': applicationCommentsAccessRows,
  recruitment: { ...recruitmentAccessRows, ...applicationInvitationsAccessRows },
  'application-statistics': applicationStatisticsAccessRows,
  'worker-messages': workerMessagesAccessRows,
  images: imagesAccessRows,
  announcements: announcementsAccessRows,
  'sms-broadcasts': smsBroadcastsAccessRows,
  'worker-search': workerSearchAccessRows,
  search: searchAccessRows,
  gigs: gigsAccessRows,
  shifts: shiftsAccessRows,
  'shift-invitations': shiftInvitationsAccessRows,
  confirmations: confirmationsAccessRows,
  'shift-planning': shiftPlanningAccessRows,
  'action-center': actionCenterAccessRows,
  'customer-contracts': customerContractsAccessRows,
  campaigns: campaignsAccessRows,
  invoices: invoicesAccessRows,
  'wage-reports': wageReportsAccessRows,
  payroll: payrollAccessRows,
  'employment-contracts': employmentContractsAccessRows,
  questionnaires: questionnairesAccessRows,
  'message-templates': messageTemplatesAccessRows,
  events: eventsAccessRows,
};
