import { randomUUID } from 'node:crypto';
import type { Actor } from '@portal/domain/access';
import type { IrPayer } from '@portal/domain/incomes-register';
import { DomainError } from '@portal/domain/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { findWorkerPaymentDetails } from '../../workers/workers.api';
import { renderWageReports } from '../documents/wage-reports-xml';
import { assertValidIrFile } from '../incomes-register-submitter';
import { findPaidLines, findWorkerNames } from '../paid-pay.repository';
import { transactionsOfPaidLines } from '../report-transactions';
import { insertWageReport, type WageReportRow } from '../wage-reports.repository';
import { auditWageReport, type WageReportsDependencies } from './wage-report-use-case';

/** The payer's own report id (String40): the kind, the payment date and a random part, unique per account. */
export function newReportId(prefix: string, day: string): string {
  return `${prefix}-${day.replaceAll('-', '')}-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
}

/** One maker of an account's reports at a time, so two clicks never make two reports of one pair. */
export async function lockAccountReports(executor: Executor, accountId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`wage-reports:${accountId}`}))`);
}

/** The workers' identity codes in clear; a worker without one refuses the whole request, naming them. */
export async function identityCodesOf(
  executor: Executor,
  dependencies: WageReportsDependencies,
  workerIds: readonly string[],
): Promise<Map<string, string>> {
  const details = await findWorkerPaymentDetails(executor, dependencies.personalData, workerIds);
  const codes = new Map<string, string>();
  const missing: string[] = [];
  for (const workerId of new Set(workerIds)) {
    const code = details.get(workerId)?.identityCode;
    if (code) {
      codes.set(workerId, code);
    } else {
      missing.push(workerId);
    }
  }
  if (missing.length > 0) {
    const names = await findWorkerNames(executor, missing);
    throw new DomainError('WORKER_IDENTITY_CODE_MISSING', {
      workerIds: missing,
      workers: missing.map((id) =>
        `${names.get(id)?.firstName ?? ''} ${names.get(id)?.lastName ?? ''}`.trim(),
      ),
    });
  }
  return codes;
}

export type ReportToBuild = {
  actor: Actor;
  accountId: string;
  workerId: string;
  paymentDate: string;
  payer: IrPayer;
  identityCode: string;
  /** A correction: the approved report this one replaces (its register reference goes in the file). */
  replaces?: WageReportRow;
};

/**
 * Builds, validates, submits and stores one earnings payment report: the worker's paid lines of the payment
 * date by income type, in a delivery of its own (one file per report, downloadable on its own).
 */
export async function buildWageReport(
  executor: Executor,
  dependencies: WageReportsDependencies,
  report: ReportToBuild,
): Promise<WageReportRow> {
  const { accountId, workerId, paymentDate, replaces } = report;
  const paid = await findPaidLines(executor, accountId, workerId, paymentDate);
  const names = (await findWorkerNames(executor, [workerId])).get(workerId);
  if (paid.lines.length === 0 || !names) {
    throw new DomainError('NOT_FOUND', { workerId, paymentDate });
  }
  const now = dependencies.clock.now();
  const reportId = newReportId(replaces ? 'WRC' : 'WR', paymentDate);
  const xml = renderWageReports(
    {
      deliveryId: `D${reportId}`,
      productionEnvironment: dependencies.settings.production,
      payer: report.payer,
      paymentDate,
      periodStart: paid.periodStart ?? paymentDate,
      periodEnd: paid.periodEnd ?? paymentDate,
      reports: [
        {
          reportId,
          ...(replaces?.irReportId ? { replacesIrReportId: replaces.irReportId } : {}),
          incomeEarner: {
            personalIdentityCode: report.identityCode,
            lastName: names.lastName,
            firstName: names.firstName,
          },
          transactions: transactionsOfPaidLines(paid.lines),
        },
      ],
    },
    now,
  );
  await assertValidIrFile(xml, 'wageReports');
  await dependencies.submitter.submit({ kind: 'wageReports', reportId, xml });
  const row = await insertWageReport(executor, {
    accountId,
    workerId,
    paymentDate,
    status: 'sent',
    reportId,
    replacesReportId: replaces?.id ?? null,
    grossCents: paid.lines.reduce((sum, line) => sum + line.grossCents, 0),
    xml,
    statusChangedAt: now,
    createdBy: report.actor.userId,
    createdAt: now,
  });
  // The audit entry names the report, never the identity code in it.
  await auditWageReport(executor, report.actor, row, replaces ? 'replace' : 'create', {
    after: {
      status: row.status,
      reportId,
      paymentDate,
      grossCents: row.grossCents,
      replacesReportId: row.replacesReportId,
      channel: dependencies.submitter.channel,
    },
  });
  return row;
}
