import type { AnswerWithLinkInput, PublicDocumentRequest } from '@portal/domain/document-requests';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { presentPublicRequest } from '../document-requests.presenter';
import { findDocuments, findOpenRequestsOfWorker, findPublicNames } from '../document-requests.repository';
import { answerFileFrom, answerLinkFrom, openWorkerRequest } from './answer-request';
import type { DocumentRequestsServiceDependencies } from './document-request-use-case';

// The worker's open requests as the get-started checklist (features/onboarding) shows and answers them:
// the same public view and the same answer use case as the request's own link, opened by the worker.

export type WorkerDocumentRequest = PublicDocumentRequest & { id: string };

/** The worker's requests still taking answers whose links have not expired, oldest first. */
export async function findWorkerOpenRequests(
  executor: Executor,
  clock: Clock,
  workerId: string,
): Promise<WorkerDocumentRequest[]> {
  const now = clock.now();
  const requests = (await findOpenRequestsOfWorker(executor, workerId)).filter(
    (request) => request.linkExpiresAt > now,
  );
  return Promise.all(
    requests.map(async (request) => {
      const [names, documents] = await Promise.all([
        findPublicNames(executor, request),
        findDocuments(executor, request.id),
      ]);
      return { id: request.id, ...presentPublicRequest(request, names, documents) };
    }),
  );
}

type WorkerDocument = { workerId: string; requestId: string; documentId: string };

export function answerWorkerDocumentLink(
  dependencies: Pick<DocumentRequestsServiceDependencies, 'db' | 'clock'>,
  options: WorkerDocument & { input: Required<AnswerWithLinkInput> },
): Promise<PublicDocumentRequest> {
  return answerLinkFrom(dependencies, {
    source: {
      open: openWorkerRequest(dependencies.clock, options.workerId, options.requestId),
      by: 'get-started-link',
    },
    documentId: options.documentId,
    input: options.input,
  });
}

/** A file checked by its content and stored exactly as through the request's own link. */
export function answerWorkerDocumentFile(
  dependencies: Pick<DocumentRequestsServiceDependencies, 'db' | 'clock' | 'files'>,
  options: WorkerDocument & { name: string; content: Buffer },
): Promise<PublicDocumentRequest> {
  return answerFileFrom(dependencies, {
    source: {
      open: openWorkerRequest(dependencies.clock, options.workerId, options.requestId),
      by: 'get-started-link',
    },
    documentId: options.documentId,
    name: options.name,
    content: options.content,
  });
}
