import { payrollListCsvPath, payslipPdfPath } from '@portal/domain/payroll';
import { buildPath } from '@portal/domain/shared';
import { getApiFile } from '@/lib/api-file';

/** A payroll's payslip PDF as a Blob, in the UI language. */
export function getPayslipPdf(accountId: string, payrollId: string, language: string): Promise<Blob> {
  return getApiFile(
    `${buildPath(payslipPdfPath, { accountId, payrollId })}?language=${encodeURIComponent(language)}`,
  );
}

/** A list's lines as CSV for an external payroll system, as a Blob. */
export function getPayrollListCsv(accountId: string, payrollListId: string): Promise<Blob> {
  return getApiFile(buildPath(payrollListCsvPath, { accountId, payrollListId }));
}
