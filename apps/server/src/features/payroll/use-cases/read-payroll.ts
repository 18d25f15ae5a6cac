import type {
  ListPayrollListsQuery,
  PayrollDetail,
  PayrollListDetail,
  PayrollListPage,
} from '@portal/domain/payroll';
import { pageOffset } from '@portal/domain/shared';
import { presentListSummary } from '../payroll.presenter';
import { findListSums, findPayrollListPage } from '../payroll.repository';
import { loadListDetail, loadPayrollDetail } from './load-payroll';
import {
  getPayrollListRow,
  getPayrollRow,
  type ListOptions,
  type PayrollDependencies,
  type PayrollOptions,
} from './payroll-use-case';

export async function listPayrollLists(
  { db }: PayrollDependencies,
  { accountId, query }: { accountId: string; query: ListPayrollListsQuery },
): Promise<PayrollListPage> {
  const { rows, total } = await findPayrollListPage(
    db,
    { accountId, ...(query.kind ? { kind: query.kind } : {}) },
    { limit: query.perPage, offset: pageOffset(query) },
  );
  const sums = await findListSums(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => presentListSummary(row, sums.get(row.id))), total };
}

export async function getPayrollList(
  { db, personalData }: PayrollDependencies,
  { accountId, payrollListId }: ListOptions,
): Promise<PayrollListDetail> {
  return loadListDetail(db, personalData, await getPayrollListRow(db, accountId, payrollListId));
}

export async function getPayroll(
  { db }: PayrollDependencies,
  { accountId, payrollId }: PayrollOptions,
): Promise<PayrollDetail> {
  return loadPayrollDetail(db, await getPayrollRow(db, accountId, payrollId));
}
