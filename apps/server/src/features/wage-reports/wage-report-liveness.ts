import type { WageReportState } from '@portal/domain/incomes-register';

/**
 * The states in which the register holds (or may hold) a report: while one of a worker's payment date is
 * in them, nothing more is to be reported for it. A rejected or invalidated report leaves the pair to be
 * reported again with a new report (wage-report-states.ts: a rejected one never entered the register).
 */
export const liveWageReportStates: readonly WageReportState[] = ['sent', 'approved', 'unknown'];

export function isLiveWageReport(status: string): boolean {
  return (liveWageReportStates as readonly string[]).includes(status);
}
