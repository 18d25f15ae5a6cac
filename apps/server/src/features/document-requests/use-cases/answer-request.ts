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
  findRequestById,
  findRequestByTokenHash,
  type RequestedDocumentRow,
  updateDocument,
  updateRequest,
} from '../document-requests.repository';
import { followApplicationStep } from './application-step-sync';
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

/** Finds the request an answer is for (locked for the change), refusing it when it cannot be answered. */
export type RequestOpener = (executor: Executor, lock: boolean) => Promise<DocumentRequestRow>;

function openChecked(request: DocumentRequestRow | null, clock: Clock): DocumentRequestRow {
  const problem = linkProblem(request, clock.now());
  if (problem || !request) {
    throw new DomainError(problem ?? 'DOCUMENT_REQUEST_LINK_INVALID');
  }
  return request;
}

async function openLink(executor: Executor, clock: Clock, token: string, lock: boolean) {
  return openChecked(await findRequestByTokenHash(executor, hashToken(token), { lock }), clock);
}

/**
 * A request of the worker, opened from another of the worker's links (the get-started checklist): the
 * same checks as the request's own link; another worker's request is answered as unknown.
 */
export function openWorkerRequest(clock: Clock, workerId: string, requestId: string): RequestOpener {
  return async (executor, lock) => {
    const request = await findRequestById(executor, requestId, { lock });
    return openChecked(request?.workerId === workerId ? request : null, clock);
  };
}

const openByToken =
  (clock: Clock, token: string): RequestOpener =>
  (executor, lock) =>
    openLink(executor, clock, token, lock);

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

export type DocumentAnswerValues =
  | { type: 'link'; name: string; link: string }
  | { type: 'file'; name: string; fileKey: string; contentType: string; sizeBytes: number; sha256: string };

/** Which link the worker answered through (the audit says so). */
export type AnswerSource = { open: RequestOpener; by: 'worker-link' | 'get-started-link' };

/** Records one answer: the document must be waiting (or returned), the request still taking answers. */
async function recordAnswer(
  { db, clock }: Pick<DocumentRequestsServiceDependencies, 'db' | 'clock'>,
  { source, documentId, answer }: { source: AnswerSource; documentId: string; answer: DocumentAnswerValues },
): Promise<PublicDocumentRequest> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const request = await source.open(tx, true);
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
    await followApplicationStep(tx, request, { from: request.status, to: status, actorId: null, at: now });
    await recordAudit(tx, {
      actorId: null,
      accountId: request.accountId,
      action: 'answer-document',
      subject: auditSubject,
      subjectId: request.id,
      changes: {
        documentId: document.id,
        by: source.by,
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

/** The link answer through any of the worker's links. */
export function answerLinkFrom(
  dependencies: Pick<DocumentRequestsServiceDependencies, 'db' | 'clock'>,
  options: { source: AnswerSource; documentId: string; input: Required<AnswerWithLinkInput> },
): Promise<PublicDocumentRequest> {
  return recordAnswer(dependencies, {
    source: options.source,
    documentId: options.documentId,
    answer: { type: 'link', name: options.input.name, link: options.input.link },
  });
}

export function answerWithLink(
  dependencies: DocumentRequestsServiceDependencies,
  options: { token: string; documentId: string; input: Required<AnswerWithLinkInput> },
): Promise<PublicDocumentRequest> {
  return recordAnswer(dependencies, {
    source: { open: openByToken(dependencies.clock, options.token), by: 'worker-link' },
    documentId: options.documentId,
    answer: { type: 'link', name: options.input.name, link: options.input.link },
  });
}

/**
 * Answers with a file checked by its content (PDF, JPEG, PNG, HEIC; never by its name), stored in the file
 * storage first; if the answer is then refused the stored file is removed again.
 */
export function answerWithFile(
  dependencies: DocumentRequestsServiceDependencies,
  options: { token: string; documentId: string; name: string; content: Buffer },
): Promise<PublicDocumentRequest> {
  return answerFileFrom(dependencies, {
    source: { open: openByToken(dependencies.clock, options.token), by: 'worker-link' },
    documentId: options.documentId,
    name: options.name,
    content: options.content,
  });
}

/** The file answer through any of the worker's links (the request's own, or the get-started checklist). */
export async function answerFileFrom(
  dependencies: Pick<DocumentRequestsServiceDependencies, 'db' | 'clock' | 'files'>,
  options: { source: AnswerSource; documentId: string; name: string; content: Buffer },
): Promise<PublicDocumentRequest> {
  // An expired or cancelled link says so before anything about the file.
  await options.source.open(dependencies.db, false);
  const checked = checkUpload(options.content);
  if ('problem' in checked) {
    throw new DomainError(checked.problem);
  }
  const fileKey = await dependencies.files.put('document-requests', options.content);
  try {
    return await recordAnswer(dependencies, {
      source: options.source,
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
