import type {
  DocumentRequest,
  DocumentRequestSummary,
  PublicDocumentRequest,
  RequestedDocument,
} from '@portal/domain/document-requests';
import { isOverdue } from '@portal/domain/document-requests';
import type { Locale } from '@portal/domain/shared';
import type { DocumentRequestRow, RequestedDocumentRow } from './document-requests.repository';

type DocumentWithReviewer = { document: RequestedDocumentRow; reviewedByName: string | null };

export function presentDocument({ document, reviewedByName }: DocumentWithReviewer): RequestedDocument {
  const answered = document.answerType !== null && document.answeredAt !== null;
  const qualified =
    document.licenceGrantedOn !== null && document.graduatedOn !== null && document.credits !== null;
  return {
    id: document.id,
    name: document.name,
    kind: document.kind,
    status: document.status,
    comment: document.comment,
    answer: answered
      ? {
          name: document.answerName ?? '',
          type: document.answerType as 'file' | 'link',
          link: document.answerLink,
          contentType: document.contentType,
          sizeBytes: document.sizeBytes,
          answeredAt: (document.answeredAt as Date).toISOString(),
        }
      : null,
    qualification: qualified
      ? {
          licenceGrantedOn: document.licenceGrantedOn as string,
          graduatedOn: document.graduatedOn as string,
          credits: Number(document.credits),
        }
      : null,
    reviewedAt: document.reviewedAt?.toISOString() ?? null,
    reviewedByName: document.reviewedAt ? reviewedByName : null,
  };
}

export function presentSummary(
  request: DocumentRequestRow,
  extra: { workerName: string; documentCount: number; receivedCount: number },
  today: string,
): DocumentRequestSummary {
  return {
    id: request.id,
    accountId: request.accountId,
    title: request.title,
    workerId: request.workerId,
    workerName: extra.workerName,
    status: request.status,
    mandatory: request.mandatory,
    deadline: request.deadline,
    overdue: isOverdue(request, today),
    requestedAt: request.createdAt.toISOString(),
    documentCount: extra.documentCount,
    receivedCount: extra.receivedCount,
  };
}

export function presentRequest(
  request: DocumentRequestRow,
  names: { workerName: string; requestedByName: string | null; processedByName: string | null },
  documents: DocumentWithReviewer[],
  today: string,
): DocumentRequest {
  const presented = documents.map(presentDocument);
  return {
    ...presentSummary(
      request,
      {
        workerName: names.workerName,
        documentCount: presented.length,
        receivedCount: presented.filter((document) => document.status !== 'waiting').length,
      },
      today,
    ),
    description: request.description,
    requestedByName: names.requestedByName,
    processedByName: names.processedByName,
    linkExpiresAt: request.linkExpiresAt.toISOString(),
    documents: presented,
  };
}

/** Only what the worker needs: no ids of people, no other requests, no answers' contents. */
export function presentPublicRequest(
  request: DocumentRequestRow,
  names: { firstName: string; company: string; locale: Locale | null },
  documents: DocumentWithReviewer[],
): PublicDocumentRequest {
  return {
    locale: names.locale,
    title: request.title,
    description: request.description,
    company: names.company,
    firstName: names.firstName,
    status: request.status,
    deadline: request.deadline,
    mandatory: request.mandatory,
    linkExpiresAt: request.linkExpiresAt.toISOString(),
    documents: documents.map(({ document }) => ({
      id: document.id,
      name: document.name,
      kind: document.kind,
      status: document.status,
      comment: document.status === 'returned' ? document.comment : null,
    })),
  };
}
