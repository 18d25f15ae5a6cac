import type { AnswerWithLinkInput } from '@portal/domain/document-requests';
import type { PublicGetStarted } from '@portal/domain/onboarding';
import {
  answerWorkerDocumentFile,
  answerWorkerDocumentLink,
} from '../../document-requests/document-requests.api';
import { openChecklistLink, presentChecklist } from './get-started-view';
import type { OnboardingDependencies } from './onboarding-use-case';

type DocumentIds = { token: string; requestId: string; documentId: string };

/**
 * Step 4: the worker answers an open document request in place. The answer is the document requests' own
 * use case (the same checks, the upload checked by content, the same storage and audit), opened for the
 * checklist's worker; another worker's request is answered as unknown.
 */
export function createGetStartedDocumentAnswers(dependencies: OnboardingDependencies) {
  const { db, clock, cipher } = dependencies;
  return {
    async withLink(ids: DocumentIds, input: Required<AnswerWithLinkInput>): Promise<PublicGetStarted> {
      const checklist = await openChecklistLink(db, clock, ids.token);
      await answerWorkerDocumentLink(dependencies, { ...ids, workerId: checklist.workerId, input });
      return presentChecklist(db, { clock, cipher }, checklist);
    },
    async withFile(ids: DocumentIds, name: string, content: Buffer): Promise<PublicGetStarted> {
      const checklist = await openChecklistLink(db, clock, ids.token);
      await answerWorkerDocumentFile(dependencies, { ...ids, workerId: checklist.workerId, name, content });
      return presentChecklist(db, { clock, cipher }, checklist);
    },
  };
}

export type GetStartedDocumentAnswers = ReturnType<typeof createGetStartedDocumentAnswers>;
