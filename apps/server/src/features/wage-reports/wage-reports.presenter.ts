import {
  canInvalidateWageReport,
  canReplaceWageReport,
  type WageReportDetail,
  type WageReportEvent,
  type WageReportState,
  type WageReportSummary,
  wageReportEvents,
  wageReportStateAfter,
} from '@portal/domain/incomes-register';
import { earningsPaymentReportDueOn, isEarningsPaymentReportOverdue } from '@portal/domain/payroll';
import { transactionsOfXml } from './report-transactions';
import { isLiveWageReport } from './wage-report-liveness';
import type { AuditTrailRow, WageReportListRow, WageReportRow } from './wage-reports.repository';

/**
 * A report as the list shows it. `pairIsLive`: some report of the same worker and payment date is live, so
 * this one (rejected or invalidated) needs nothing more; otherwise it is overdue past the deadline.
 */
export function presentWageReportSummary(
  row: WageReportListRow,
  today: string,
  pairIsLive: boolean,
): WageReportSummary {
  return {
    id: row.id,
    workerId: row.workerId,
    workerName: row.workerName,
    paymentDate: row.paymentDate,
    status: row.status as WageReportState,
    reportId: row.reportId,
    irReportId: row.irReportId,
    grossCents: row.grossCents,
    dueOn: earningsPaymentReportDueOn(row.paymentDate),
    overdue:
      !isLiveWageReport(row.status) && !pairIsLive && isEarningsPaymentReportOverdue(row.paymentDate, today),
    replacesId: row.replacesReportId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The register's answers the machine allows now: `invalidate` only once the cancellation file is made. */
export function allowedEvents(row: Pick<WageReportRow, 'status' | 'invalidationXml'>): WageReportEvent[] {
  return wageReportEvents.filter(
    (event) =>
      wageReportStateAfter(row.status as WageReportState, event) !== null &&
      (event !== 'invalidate' || row.invalidationXml !== null),
  );
}

export function canReplace(row: WageReportRow): boolean {
  return canReplaceWageReport(row.status as WageReportState) && row.irReportId !== null;
}

export function canMakeInvalidation(row: WageReportRow): boolean {
  return (
    canInvalidateWageReport(row.status as WageReportState) &&
    row.irReportId !== null &&
    row.invalidationXml === null
  );
}

type Link = Pick<WageReportRow, 'id' | 'reportId' | 'status'>;
const linkOf = (row: Link) => ({ id: row.id, reportId: row.reportId, status: row.status as WageReportState });

export function presentWageReportDetail(
  row: WageReportListRow,
  related: {
    today: string;
    pairIsLive: boolean;
    trail: AuditTrailRow[];
    replaces: Link | null;
    replacedBy: Link[];
  },
): WageReportDetail {
  return {
    ...presentWageReportSummary(row, related.today, related.pairIsLive),
    statusNote: row.statusNote,
    lines: transactionsOfXml(row.xml),
    history: related.trail.map((entry) => {
      const after = (entry.changes?.after ?? {}) as { status?: WageReportState; note?: string | null };
      return {
        at: entry.at.toISOString(),
        action: entry.action,
        status: after.status ?? null,
        note: after.note ?? null,
      };
    }),
    replaces: related.replaces ? linkOf(related.replaces) : null,
    replacedBy: related.replacedBy.map(linkOf),
    invalidationMade: row.invalidationXml !== null,
    events: allowedEvents(row),
    canReplace: canReplace(row),
    canInvalidate: canMakeInvalidation(row),
  };
}
