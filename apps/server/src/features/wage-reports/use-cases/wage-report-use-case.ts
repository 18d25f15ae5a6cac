import type { Actor } from '@portal/domain/access';
import type { WageReportDetail } from '@portal/domain/incomes-register';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import type { IncomesRegisterSubmitter } from '../incomes-register-submitter';
import type { IncomesRegisterSettings } from '../ir-payer';
import { isLiveWageReport } from '../wage-report-liveness';
import { presentWageReportDetail } from '../wage-reports.presenter';
import {
  findAuditTrail,
  findReplacements,
  findReportsOfPairs,
  findWageReport,
  findWageReportsByIds,
  type WageReportRow,
  wageReportAuditSubject,
} from '../wage-reports.repository';

// What the wage report use cases (one per file in this folder) share: their dependencies, loading a report
// of the account (404 WAGE_REPORT_NOT_FOUND for another account's or an unknown id), audit and the detail.

export type WageReportsDependencies = {
  db: Database;
  clock: Clock;
  personalData: PersonalDataCipher;
  settings: IncomesRegisterSettings;
  submitter: IncomesRegisterSubmitter;
};

export type WageReportOptions = { actor: Actor; accountId: string; reportId: string };

export async function getWageReportRow(
  executor: Executor,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WageReportRow> {
  const row = await findWageReport(executor, accountId, id, options);
  if (!row) {
    throw new DomainError('WAGE_REPORT_NOT_FOUND', { id });
  }
  return row;
}

/** Whether each pair (worker|payment date) of the rows has a live report now. */
export async function livePairsOf(
  executor: Executor,
  accountId: string,
  rows: readonly Pick<WageReportRow, 'workerId' | 'paymentDate'>[],
): Promise<Set<string>> {
  const reports = await findReportsOfPairs(executor, accountId, rows);
  return new Set(
    reports.filter((report) => isLiveWageReport(report.status)).map((r) => `${r.workerId}|${r.paymentDate}`),
  );
}

export async function loadWageReportDetail(
  executor: Executor,
  clock: Clock,
  id: string,
): Promise<WageReportDetail> {
  const [row] = await findWageReportsByIds(executor, [id]);
  if (!row) {
    throw new DomainError('WAGE_REPORT_NOT_FOUND', { id });
  }
  const livePairs = await livePairsOf(executor, row.accountId, [row]);
  const replaces = row.replacesReportId
    ? await findWageReport(executor, row.accountId, row.replacesReportId)
    : null;
  return presentWageReportDetail(row, {
    today: helsinkiDayKey(clock.now()),
    pairIsLive: livePairs.has(`${row.workerId}|${row.paymentDate}`),
    trail: await findAuditTrail(executor, wageReportAuditSubject, row.id),
    replaces,
    replacedBy: await findReplacements(executor, row.id),
  });
}

export async function auditWageReport(
  executor: Executor,
  actor: Actor,
  row: Pick<WageReportRow, 'id' | 'accountId'>,
  action: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await recordAudit(executor, {
    actorId: actor.userId,
    accountId: row.accountId,
    action,
    subject: wageReportAuditSubject,
    subjectId: row.id,
    changes,
  });
}
