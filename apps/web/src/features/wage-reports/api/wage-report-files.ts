import {
  payerSummaryReportXmlPath,
  wageReportInvalidationXmlPath,
  wageReportXmlPath,
} from '@portal/domain/incomes-register';
import { buildPath } from '@portal/domain/shared';
import { getApiFile } from '@/lib/api-file';

export type ReportFile = 'report' | 'invalidation' | 'payer-summary';

const pathOf: Record<ReportFile, string> = {
  report: wageReportXmlPath,
  invalidation: wageReportInvalidationXmlPath,
  'payer-summary': payerSummaryReportXmlPath,
};

/** A report's XML file as a Blob, to be saved and uploaded in the register's e-service. */
export function getReportFile(kind: ReportFile, accountId: string, reportId: string): Promise<Blob> {
  return getApiFile(buildPath(pathOf[kind], { accountId, reportId }));
}
