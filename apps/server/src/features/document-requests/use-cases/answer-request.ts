import { createHash } from 'node:crypto';
import {
  type AnswerWithLinkInput,
  checkUpload,
  nextDocumentStatus,
  type PublicDocumentRequest,
  requestStatusOf,
  takesAnswers,
} from '@portal/domain/document-requests';
import { DomainError, type ErrorCode } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import { hashToken } from '../../../lib/tokens';
import { presentPublicRequest } from '../document-requests.presenter';
import {
  type DocumentRequestRow,
  findDocuments,
  findPublicNames,
  findRequestByTokenHash,
  type RequestedDocumentRow,
  updateDocument,
  updateRequest,
} from '../document-requests.repository';
import {
  announce,
  auditSubject,
  type DocumentRequestsServiceDependencies,
} from './document-request-use-case';

/** Why a link cannot be read or answered: unknown, expired or cancelled. */
function linkProblem(request: DocumentRequestRow | null, now: Date): ErrorCode | null {
  if (!request) {
    return 'DOCUMENT_REQUEST_LINK_INVALID';
  }
  if (request.status === 'cancelled') {
    return 'DOCUMENT_REQUEST_CANCELLED';
  }
  if (request.linkExpiresAt <= now) {
    return 'DOCUMENT_REQUEST_LINK_EXPIRED';
  }
  return null;
}

async function openLink(executor: Executor, clock: Clock, token: string, lock: boolean) {
  const request = await findRequestByTokenHash(executor, hashToken(token), { lock });
  const problem = linkProblem(request, clock.now());
  if (problem || !request) {
    throw new DomainError(problem ?? 'DOCUMENT_REQUEST_LINK_INVALID');
  }
  return request;
}

async function publicView(executor: Executor, request: DocumentRequestRow): Promise<PublicDocumentRequest> {
  const [names, documents] = await Promise.all([
    findPublicNames(executor, request),
    findDocuments(executor, request.id),
  ]);
  return presentPublicRequest(request, names, documents);
}

export async function getPublicRequest(
  { db, clock }: DocumentRequestsServiceDependencies,
  { token }: { token: string },
): Promise<PublicDocumentRequest> {
  return publicView(db, await openLink(db, clock, token, false));
}

type Answer =
  | { type: 'link'; name: string; link: string }
  | { type: 'file'; name: string; fileKey: string; contentType: string; sizeBytes: number; sha256: string };

/** Records one answer: the document must be waiting (or returned), the request still taking answers. */
async function recordAnswer(
  { db, clock }: DocumentRequestsServiceDependencies,
  { token, documentId, answer }: { token: string; documentId: string; answer: Answer },
): Promise<PublicDocumentRequest> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const request = await openLink(tx, clock, token, true);
    if (!takesAnswers(request.status)) {
      throw new DomainError('DOCUMENT_REQUEST_CLOSED');
    }
    const documents = await findDocuments(tx, request.id);
    const document = documents.find((row) => row.document.id === documentId)?.document;
    if (!document) {
      throw new DomainError('NOT_FOUND');
    }
    const next = nextDocumentStatus(document.status, 'answer');
    if (!next) {
      throw new DomainError('DOCUMENT_ANSWER_NOT_ALLOWED');
    }
    const values: Partial<RequestedDocumentRow> = {
      status: next,
      answerName: answer.name,
      answerType: answer.type,
      answerLink: answer.type === 'link' ? answer.link : null,
      fileKey: answer.type === 'file' ? answer.fileKey : null,
      contentType: answer.type === 'file' ? answer.contentType : null,
      sizeBytes: answer.type === 'file' ? answer.sizeBytes : null,
      sha256: answer.type === 'file' ? answer.sha256 : null,
      answeredAt: now,
    };
    await updateDocument(tx, document.id, values);
    const status = requestStatusOf(
      request.status,
      documents.map((row) => (row.document.id === document.id ? { status: next } : row.document)),
    );
    await updateRequest(tx, request.id, { status, updatedAt: now });
    await recordAudit(tx, {
      actorId: null,
      accountId: request.accountId,
      action: 'answer-document',
      subject: auditSubject,
      subjectId: request.id,
      changes: {
        documentId: document.id,
        by: 'worker-link',
        before: { status: document.status, requestStatus: request.status },
        after: {
          status: next,
          requestStatus: status,
          name: answer.name,
          type: answer.type,
          ...(answer.type === 'file'
            ? { contentType: answer.contentType, sizeBytes: answer.sizeBytes, sha256: answer.sha256 }
            : { link: answer.link }),
        },
      },
    });
    await announce(tx, request);
    return publicView(tx, { ...request, status });
  });
}

export function answerWithLink(
  dependencies: DocumentRequestsServiceDependencies,
  options: { token: string; documentId: string; input: Required<AnswerWithLinkInput> },
): Promise<PublicDocumentRequest> {
  return recordAnswer(dependencies, {
    token: options.token,
    documentId: options.documentId,
    answer: { type: 'link', name: options.input.name, link: options.input.link },
  });
}

/**
 * Answers with a file checked by its content (PDF, JPEG, PNG, HEIC; never by its name), stored in the file
 * storage first; if the answer is then refused the stored file is removed again.
 */
export async function answerWithFile(
  dependencies: DocumentRequestsServiceDependencies,
  options: { token: string; documentId: string; name: string; content: Buffer },
): Promise<PublicDocumentRequest> {
  // An expired or cancelled link says so before anything about the file.
  await openLink(dependencies.db, dependencies.clock, options.token, false);
  const checked = checkUpload(options.content);
  if ('problem' in checked) {
    throw new DomainError(checked.problem);
  }
  const fileKey = await dependencies.files.put('document-requests', options.content);
  try {
    return await recordAnswer(dependencies, {
      token: options.token,
      documentId: options.documentId,
      answer: {
        type: 'file',
        name: options.name,
        fileKey,
        contentType: checked.contentType,
        sizeBytes: options.content.length,
        sha256: createHash('sha256').update(options.content).digest('hex'),
      },
    });
  } catch (error) {
    await dependencies.files.delete(fileKey);
    throw error;
  }
}
