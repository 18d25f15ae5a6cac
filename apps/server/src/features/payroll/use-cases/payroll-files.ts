import type { Locale } from '@portal/domain/shared';
import { payrollCsv } from '../documents/payroll-csv';
import { renderPayslipPdf } from '../documents/payslip-pdf';
import { payslipTexts } from '../documents/payslip-texts';
import { findWorkerFacts } from '../payable-shifts.repository';
import { findLinesOf, findPayrollsOfList } from '../payroll.repository';
import { loadPayrollDetail } from './load-payroll';
import {
  getPayrollListRow,
  getPayrollRow,
  type ListOptions,
  type PayrollDependencies,
  type PayrollOptions,
} from './payroll-use-case';

export type PayrollFile = { fileName: string; content: Buffer | string };

/** A list's lines as CSV, worker by worker in name order, each worker's lines in their order. */
export async function payrollListCsvFile(
  { db }: PayrollDependencies,
  { accountId, payrollListId }: Omit<ListOptions, 'actor'>,
): Promise<PayrollFile> {
  const list = await getPayrollListRow(db, accountId, payrollListId);
  const payrolls = await findPayrollsOfList(db, list.id);
  const facts = await findWorkerFacts(
    db,
    payrolls.map((payroll) => payroll.workerId),
  );
  const nameOf = (workerId: string) => facts.get(workerId)?.name ?? '';
  const lines = (
    await findLinesOf(
      db,
      payrolls.map((payroll) => payroll.id),
    )
  ).map((line) => {
    const workerId = payrolls.find((payroll) => payroll.id === line.payrollId)?.workerId ?? '';
    return { ...line, workerId, workerName: nameOf(workerId) };
  });
  lines.sort((a, b) => a.workerName.localeCompare(b.workerName, 'fi') || a.position - b.position);
  return { fileName: `palkkalista-${list.paymentDate}.csv`, content: payrollCsv(lines) };
}

/** A payroll's payslip in the language asked, else the worker's own, else Finnish. */
export async function payslipFile(
  { db }: PayrollDependencies,
  { accountId, payrollId, language }: Omit<PayrollOptions, 'actor'> & { language?: Locale },
): Promise<PayrollFile> {
  const payroll = await loadPayrollDetail(db, await getPayrollRow(db, accountId, payrollId));
  const worker = (await findWorkerFacts(db, [payroll.workerId])).get(payroll.workerId);
  const locale = language ?? (worker?.locale as Locale | null) ?? 'fi';
  return {
    fileName: `palkkalaskelma-${payroll.paymentDate}.pdf`,
    content: await renderPayslipPdf(payroll, payslipTexts[locale] ?? payslipTexts.fi),
  };
}
