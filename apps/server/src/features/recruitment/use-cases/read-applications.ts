import type {
  ApplicationDetail,
  ApplicationHistory,
  ApplicationOptions,
  ApplicationPage,
  CallListPage,
  ParsedApplicationListQuery,
} from '@portal/domain/recruitment';
import { applicationHistoryLimit } from '@portal/domain/recruitment';
import { DomainError, type PageQuery, pageOffset } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import {
  presentApplication,
  presentApplicationRow,
  presentCallRow,
  presentHistoryEntry,
} from '../applications.presenter';
import { findApplication, findRecruiters, findStepEvents } from '../applications.repository';
import { findLastCalls, listApplicationRows, listCallRows } from '../applications-list.repository';

export async function listApplications(
  executor: Executor,
  accountId: string,
  query: ParsedApplicationListQuery,
): Promise<ApplicationPage> {
  const { rows, total } = await listApplicationRows(executor, accountId, query, pageOffset(query));
  return { items: rows.map(presentApplicationRow), total };
}

/** One application of the account; 404 for another account's or an unknown id. */
export async function getApplication(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<ApplicationDetail> {
  const row = await findApplication(executor, accountId, applicantId);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: applicantId });
  }
  return presentApplication(row);
}

export async function getApplicationHistory(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<ApplicationHistory> {
  await getApplication(executor, accountId, applicantId);
  const rows = await findStepEvents(executor, accountId, applicantId, applicationHistoryLimit);
  return { items: rows.map(presentHistoryEntry) };
}

export async function getCallList(
  executor: Executor,
  accountId: string,
  query: PageQuery,
): Promise<CallListPage> {
  const { rows, total } = await listCallRows(executor, accountId, query.perPage, pageOffset(query));
  const lastCalls = await findLastCalls(
    executor,
    accountId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentCallRow(row, lastCalls.get(row.id))), total };
}

export async function getApplicationOptions(
  executor: Executor,
  accountId: string,
): Promise<ApplicationOptions> {
  const rows = await findRecruiters(executor, accountId);
  return {
    recruiters: rows.map((row) => ({ id: row.id, fullName: `${row.firstName} ${row.lastName}`.trim() })),
  };
}
