import type { DocumentRequestStatus, RequestedDocumentStatus } from './document-requests';

/** What happens to one requested document. */
export const requestedDocumentEvents = ['answer', 'confirm', 'return'] as const;
export type RequestedDocumentEvent = (typeof requestedDocumentEvents)[number];

// waiting → received → confirmed | returned; a returned document is answered again (→ received).
const documentMoves: Record<
  RequestedDocumentStatus,
  Partial<Record<RequestedDocumentEvent, RequestedDocumentStatus>>
> = {
  waiting: { answer: 'received' },
  received: { confirm: 'confirmed', return: 'returned' },
  returned: { answer: 'received' },
  confirmed: {},
};

/** The document's next status, or null when the event is not allowed from its status. */
export function nextDocumentStatus(
  status: RequestedDocumentStatus,
  event: RequestedDocumentEvent,
): RequestedDocumentStatus | null {
  return documentMoves[status][event] ?? null;
}

/** The request moves only along these (cancelled is final; confirmed is done). */
export const documentRequestMoves: Record<DocumentRequestStatus, readonly DocumentRequestStatus[]> = {
  open: ['answered', 'cancelled'],
  answered: ['confirmed', 'returned', 'cancelled'],
  returned: ['answered', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

export function canMoveRequest(from: DocumentRequestStatus, to: DocumentRequestStatus): boolean {
  return from === to || documentRequestMoves[from].includes(to);
}

/**
 * The request's status from its documents: all confirmed → confirmed; none left to answer → answered
 * (until HR returns one: returned); some still waiting → open, or returned once one came back.
 */
export function requestStatusOf(
  current: DocumentRequestStatus,
  documents: readonly { status: RequestedDocumentStatus }[],
): DocumentRequestStatus {
  if (current === 'cancelled') {
    return 'cancelled';
  }
  const statuses = documents.map((document) => document.status);
  if (statuses.length > 0 && statuses.every((status) => status === 'confirmed')) {
    return 'confirmed';
  }
  if (statuses.includes('returned')) {
    return 'returned';
  }
  if (statuses.includes('waiting')) {
    return 'open';
  }
  return 'answered';
}

/** The worker may still answer: the request is open or some document came back. */
export function takesAnswers(status: DocumentRequestStatus): boolean {
  return status === 'open' || status === 'returned';
}

export function isCancellable(status: DocumentRequestStatus): boolean {
  return documentRequestMoves[status].includes('cancelled');
}

/** Overdue: the deadline (a Helsinki date) has passed while the worker still owes documents. */
export function isOverdue(
  request: { status: DocumentRequestStatus; deadline: string | null },
  today: string,
): boolean {
  return request.deadline !== null && request.deadline < today && takesAnswers(request.status);
}

/** A link is valid 30 days from sending, and at least until a week after the deadline. */
export function documentRequestLinkExpiresAt(now: Date, deadline: string | null): Date {
  const thirtyDays = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
  if (!deadline) {
    return thirtyDays;
  }
  const weekAfterDeadline = new Date(`${deadline}T21:59:59Z`);
  weekAfterDeadline.setUTCDate(weekAfterDeadline.getUTCDate() + 7);
  return weekAfterDeadline > thirtyDays ? weekAfterDeadline : thirtyDays;
}
