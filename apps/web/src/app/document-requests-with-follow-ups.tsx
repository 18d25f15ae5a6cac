import { DocumentRequestsPage } from '@/features/document-requests/routes/document-requests.page';
import { TuberculosisFollowUpNotice } from '@/features/onboarding/components/follow-up-notice';

/**
 * HR's document requests page with the onboarding feature's count of tuberculosis surveys waiting for
 * follow-up above the list (issue 15 §3: an answer that calls for follow-up is flagged to HR; features do
 * not import each other, so the app joins them here).
 */
export function DocumentRequestsWithFollowUps() {
  return (
    <DocumentRequestsPage
      notice={(accountId) => <TuberculosisFollowUpNotice key={accountId} accountId={accountId} />}
    />
  );
}
