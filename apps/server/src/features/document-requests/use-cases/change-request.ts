import type { Actor } from '@portal/domain/access';
import {
  type DocumentRequest,
  isCancellable,
  missingConfirmationDetails,
  nextDocumentStatus,
  type ReviewDocumentValues,
  requestStatusOf,
} from '@portal/domain/document-requests';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { findDocuments, findRequest, updateDocument, updateRequest } from '../document-requests.repository';
import { followApplicationStep } from './application-step-sync';
import {
  announce,
  auditSubject,
  type DocumentIds,
  type DocumentRequestsServiceDependencies,
  type RequestIds,
  staffView,
} from './document-request-use-case';

/** Cancels a request not yet confirmed; its link then answers DOCUMENT_REQUEST_CANCELLED. */
export async function cancelRequest(
  { db, clock }: DocumentRequestsServiceDependencies,
  { actor, ids }: { actor: Actor; ids: RequestIds },
): Promise<DocumentRequest> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, ids.accountId, ids.requestId, { lock: true });
    if (!request) {
      throw new DomainError('NOT_FOUND');
    }
    if (!isCancellable(request.status)) {
      throw new DomainError('DOCUMENT_REQUEST_NOT_CANCELLABLE');
    }
    await updateRequest(tx, request.id, { status: 'cancelled', updatedAt: now, processedBy: actor.userId });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'cancel',
      subject: auditSubject,
      subjectId: request.id,
      changes: { before: { status: request.status }, after: { status: 'cancelled' } },
    });
    await announce(tx, request);
    return staffView(tx, clock, {
      ...request,
      status: 'cancelled',
      processedBy: actor.userId,
      updatedAt: now,
    });
  });
}

/**
 * Confirms or returns a received document. Confirming a licence or degree needs the licence-granted date,
 * graduation date and credits (spec section 5); the request's status then follows its documents.
 */
export async function reviewDocument(
  { db, clock }: DocumentRequestsServiceDependencies,
  { actor, ids, input }: { actor: Actor; ids: DocumentIds; input: ReviewDocumentValues },
): Promise<DocumentRequest> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, ids.accountId, ids.requestId, { lock: true });
    if (!request) {
      throw new DomainError('NOT_FOUND');
    }
    const documents = await findDocuments(tx, request.id);
    const document = documents.find((row) => row.document.id === ids.documentId)?.document;
    if (!document) {
      throw new DomainError('NOT_FOUND');
    }
    const next = nextDocumentStatus(document.status, input.decision);
    if (request.status === 'cancelled' || !next) {
      throw new DomainError('DOCUMENT_REVIEW_NOT_ALLOWED');
    }
    if (input.decision === 'confirm') {
      const missing = missingConfirmationDetails(document.kind, input);
      if (missing.length > 0) {
        throw new DomainError('DOCUMENT_CONFIRMATION_DETAILS_REQUIRED', { fields: missing });
      }
    }
    const keepsQualification = input.decision === 'confirm';
    const values = {
      status: next,
      comment: input.comment,
      reviewedBy: actor.userId,
      reviewedAt: now,
      licenceGrantedOn: keepsQualification ? input.licenceGrantedOn : null,
      graduatedOn: keepsQualification ? input.graduatedOn : null,
      credits: keepsQualification ? input.credits : null,
    };
    await updateDocument(tx, document.id, values);
    const status = requestStatusOf(
      request.status,
      documents.map((row) => (row.document.id === document.id ? { status: next } : row.document)),
    );
    await updateRequest(tx, request.id, { status, updatedAt: now, processedBy: actor.userId });
    await followApplicationStep(tx, request, {
      from: request.status,
      to: status,
      actorId: actor.userId,
      at: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: input.decision === 'confirm' ? 'confirm-document' : 'return-document',
      subject: auditSubject,
      subjectId: request.id,
      changes: {
        documentId: document.id,
        before: { status: document.status, requestStatus: request.status },
        after: { ...values, reviewedAt: now.toISOString(), requestStatus: status },
      },
    });
    await announce(tx, request);
    return staffView(tx, clock, { ...request, status, processedBy: actor.userId, updatedAt: now });
  });
}
