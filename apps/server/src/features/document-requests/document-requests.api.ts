/**
 * The document requests' public surface for other features: the get-started checklist (features/onboarding)
 * lists a worker's open requests and answers them in place through the same use case as the request's link.
 */
export {
  answerWorkerDocumentFile,
  answerWorkerDocumentLink,
  findWorkerOpenRequests,
  type WorkerDocumentRequest,
} from './use-cases/worker-requests';
