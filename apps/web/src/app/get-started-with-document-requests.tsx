import { AnswerDocumentCard } from '@/features/document-requests/components/answer-document-card';
import { GetStartedPage } from '@/features/onboarding/routes/get-started.page';

/**
 * The new worker's get-started page (public) with the document requests' own answer card for step 4, so an
 * open request is answered there exactly as from its own link (features do not import each other).
 */
export function GetStartedWithDocumentRequests() {
  return <GetStartedPage DocumentCard={AnswerDocumentCard} />;
}
