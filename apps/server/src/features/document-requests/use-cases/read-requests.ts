import type { Actor } from '@portal/domain/access';
import type {
  DocumentRequest,
  DocumentRequestList,
  documentRequestListQuerySchema,
} from '@portal/domain/document-requests';
import { DomainError, pageOffset } from '@portal/domain/shared';
import type { z } from 'zod';
import { presentSummary } from '../document-requests.presenter';
import { countOpenRequests, findRequest, listRequests } from '../document-requests.repository';
import {
  type DocumentRequestsServiceDependencies,
  type RequestIds,
  staffView,
  todayOf,
} from './document-request-use-case';

type ListQuery = z.output<typeof documentRequestListQuerySchema>;

export async function listDocumentRequests(
  { db, clock }: DocumentRequestsServiceDependencies,
  { accountId, query }: { accountId: string; query: ListQuery },
): Promise<DocumentRequestList> {
  const today = todayOf(clock);
  const { rows, total } = await listRequests(db, {
    accountId,
    status: query.status,
    workerId: query.workerId,
    overdueBefore: query.overdue ? today : undefined,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return {
    items: rows.map((row) => presentSummary(row.request, row, today)),
    total,
  };
}

export async function getDocumentRequest(
  { db, clock }: DocumentRequestsServiceDependencies,
  ids: RequestIds,
): Promise<DocumentRequest> {
  const request = await findRequest(db, ids.accountId, ids.requestId);
  if (!request) {
    throw new DomainError('NOT_FOUND');
  }
  return staffView(db, clock, request);
}

/** Spec: "The document request badge count is computed only for super-admin"; others get null. */
export async function documentRequestBadge(
  { db }: DocumentRequestsServiceDependencies,
  { actor, accountId }: { actor: Actor; accountId: string },
): Promise<{ count: number | null }> {
  if (actor.role !== 'super-admin') {
    return { count: null };
  }
  return { count: await countOpenRequests(db, accountId) };
}
