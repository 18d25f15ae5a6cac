import type {
  WageReportDetail,
  WageReportEventInput,
  WageReportState,
} from '@portal/domain/incomes-register';
import { wageReportStateAfter } from '@portal/domain/incomes-register';
import { DomainError } from '@portal/domain/shared';
import { renderInvalidation } from '../documents/invalidation-xml';
import { assertValidIrFile } from '../incomes-register-submitter';
import { loadIrPayer } from '../ir-payer';
import { allowedEvents, canMakeInvalidation, canReplace } from '../wage-reports.presenter';
import { updateWageReport } from '../wage-reports.repository';
import { buildWageReport, identityCodesOf, lockAccountReports, newReportId } from './build-wage-report';
import {
  auditWageReport,
  getWageReportRow,
  loadWageReportDetail,
  type WageReportOptions,
  type WageReportsDependencies,
} from './wage-report-use-case';

/**
 * Records the register's answer to a report: an event of the state machine (wage-report-states.ts), refused
 * with 409 WAGE_REPORT_EVENT_NOT_ALLOWED where the machine does not allow it. `approve` keeps the
 * register's report id; `invalidate` (the register accepted the cancellation) needs the cancellation made.
 */
export async function recordWageReportEvent(
  { db, clock }: WageReportsDependencies,
  { actor, accountId, reportId, input }: WageReportOptions & { input: WageReportEventInput },
): Promise<WageReportDetail> {
  return db.transaction(async (tx) => {
    const before = await getWageReportRow(tx, accountId, reportId, { forUpdate: true });
    const next = wageReportStateAfter(before.status as WageReportState, input.event);
    if (next === null || !allowedEvents(before).includes(input.event)) {
      throw new DomainError('WAGE_REPORT_EVENT_NOT_ALLOWED', { status: before.status, event: input.event });
    }
    const row = await updateWageReport(tx, before.id, {
      status: next,
      statusNote: input.note || null,
      statusChangedAt: clock.now(),
      irReportId: input.event === 'approve' ? (input.irReportId ?? null) : before.irReportId,
    });
    await auditWageReport(tx, actor, row, `event:${input.event}`, {
      before: { status: before.status },
      after: { status: row.status, note: row.statusNote, irReportId: row.irReportId },
    });
    return loadWageReportDetail(tx, clock, row.id);
  });
}

/**
 * A correction of an approved report: a replacement report (ActionCode 2) of the same worker and payment
 * date, built from the paid lines as they are now, naming the original's register reference. The original
 * stays approved until the register answers the replacement (decision 0041).
 */
export async function replaceWageReport(
  dependencies: WageReportsDependencies,
  { actor, accountId, reportId }: WageReportOptions,
): Promise<WageReportDetail> {
  return dependencies.db.transaction(async (tx) => {
    await lockAccountReports(tx, accountId);
    const original = await getWageReportRow(tx, accountId, reportId, { forUpdate: true });
    if (!canReplace(original)) {
      throw new DomainError('WAGE_REPORT_EVENT_NOT_ALLOWED', { status: original.status, event: 'replace' });
    }
    const payer = await loadIrPayer(tx, accountId);
    const codes = await identityCodesOf(tx, dependencies, [original.workerId]);
    const row = await buildWageReport(tx, dependencies, {
      actor,
      accountId,
      workerId: original.workerId,
      paymentDate: original.paymentDate,
      payer,
      identityCode: codes.get(original.workerId) as string,
      replaces: original,
    });
    return loadWageReportDetail(tx, dependencies.clock, row.id);
  });
}

/**
 * Makes the cancellation (InvalidationsRequestToIR) of an approved report, kept with the report to be
 * downloaded. The report stays approved until the admin records the register's acceptance (`invalidate`).
 */
export async function invalidateWageReport(
  dependencies: WageReportsDependencies,
  { actor, accountId, reportId }: WageReportOptions,
): Promise<WageReportDetail> {
  return dependencies.db.transaction(async (tx) => {
    const before = await getWageReportRow(tx, accountId, reportId, { forUpdate: true });
    if (!canMakeInvalidation(before)) {
      throw new DomainError('WAGE_REPORT_EVENT_NOT_ALLOWED', {
        status: before.status,
        event: 'invalidation',
      });
    }
    const payer = await loadIrPayer(tx, accountId);
    const now = dependencies.clock.now();
    const deliveryId = newReportId('WRI', before.paymentDate);
    const xml = renderInvalidation(
      {
        deliveryId,
        productionEnvironment: dependencies.settings.production,
        payerBusinessId: payer.businessId,
        target: 'wage-reports',
        items: [{ irReportId: before.irReportId ?? undefined, reportId: before.reportId }],
      },
      now,
    );
    await assertValidIrFile(xml, 'invalidations');
    await dependencies.submitter.submit({ kind: 'invalidations', reportId: deliveryId, xml });
    const row = await updateWageReport(tx, before.id, { invalidationXml: xml });
    await auditWageReport(tx, actor, row, 'invalidation', {
      after: { status: row.status, deliveryId, channel: dependencies.submitter.channel },
    });
    return loadWageReportDetail(tx, dependencies.clock, row.id);
  });
}
