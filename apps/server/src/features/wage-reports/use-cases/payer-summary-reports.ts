import type { Actor } from '@portal/domain/access';
import {
  type MakePayerSummaryReportInput,
  type PayerSummaryReportPage,
  type PayerSummaryReportView,
  type WageReportEventInput,
  type WageReportState,
  wageReportEvents,
  wageReportStateAfter,
} from '@portal/domain/incomes-register';
import { payerSummaryReportDueOn } from '@portal/domain/payroll';
import { DomainError, endOfMonth, type PageQuery, pageOffset } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { renderPayerSummaryReport } from '../documents/payer-summary-xml';
import { assertValidIrFile } from '../incomes-register-submitter';
import { loadIrPayer } from '../ir-payer';
import { sumPaidGross } from '../paid-pay.repository';
import {
  findPayerSummaryReport,
  hasLivePayerSummaryReport,
  insertPayerSummaryReport,
  listPayerSummaryReports,
  type PayerSummaryReportRow,
  payerSummaryAuditSubject,
  updatePayerSummaryReport,
} from '../payer-summary-reports.repository';
import { lockAccountReports, newReportId } from './build-wage-report';
import type { WageReportsDependencies } from './wage-report-use-case';

// The employer's separate report of a month (issue 14 §2): made from the paid payrolls whose payment date
// is in the month, "no wages payable" when there are none; its answers move it with the same machine.
// A separate report has no cancellation file here, so `invalidate` is never offered for it.

const eventsOf = (status: string) =>
  wageReportEvents.filter(
    (event) => event !== 'invalidate' && wageReportStateAfter(status as WageReportState, event) !== null,
  );

function present(row: PayerSummaryReportRow): PayerSummaryReportView {
  const month = row.month.slice(0, 7);
  return {
    id: row.id,
    month,
    status: row.status as WageReportState,
    reportId: row.reportId,
    irReportId: row.irReportId,
    noWagesPayable: row.noWagesPayable,
    grossCents: row.grossCents,
    dueOn: payerSummaryReportDueOn(month),
    statusNote: row.statusNote,
    events: eventsOf(row.status),
    createdAt: row.createdAt.toISOString(),
  };
}

async function audit(
  executor: Executor,
  actor: Actor,
  row: PayerSummaryReportRow,
  action: string,
  changes: object,
) {
  await recordAudit(executor, {
    actorId: actor.userId,
    accountId: row.accountId,
    action,
    subject: payerSummaryAuditSubject,
    subjectId: row.id,
    changes: changes as Record<string, unknown>,
  });
}

export async function listPayerSummaryReportsPage(
  { db }: WageReportsDependencies,
  { accountId, query }: { accountId: string; query: PageQuery },
): Promise<PayerSummaryReportPage> {
  const { rows, total } = await listPayerSummaryReports(db, accountId, {
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return { items: rows.map(present), total };
}

export async function makePayerSummaryReport(
  dependencies: WageReportsDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: MakePayerSummaryReportInput },
): Promise<PayerSummaryReportView> {
  return dependencies.db.transaction(async (tx) => {
    await lockAccountReports(tx, accountId);
    const firstDay = `${input.month}-01`;
    if (await hasLivePayerSummaryReport(tx, accountId, firstDay)) {
      throw new DomainError('PAYER_SUMMARY_REPORT_EXISTS', { month: input.month });
    }
    const paid = await sumPaidGross(tx, accountId, firstDay, endOfMonth(firstDay));
    const noWagesPayable = paid.payrolls === 0;
    const contribution = input.healthInsuranceContributionCents;
    if (!noWagesPayable && contribution === undefined) {
      throw new DomainError('HEALTH_INSURANCE_CONTRIBUTION_REQUIRED', { month: input.month });
    }
    const payer = await loadIrPayer(tx, accountId);
    const now = dependencies.clock.now();
    const reportId = newReportId('PSR', firstDay);
    const xml = renderPayerSummaryReport(
      {
        deliveryId: `D${reportId}`,
        productionEnvironment: dependencies.settings.production,
        payer,
        reportId,
        month: input.month,
        healthInsuranceContributionCents: noWagesPayable ? null : (contribution as number),
      },
      now,
    );
    await assertValidIrFile(xml, 'payerSummaryReports');
    await dependencies.submitter.submit({ kind: 'payerSummaryReports', reportId, xml });
    const row = await insertPayerSummaryReport(tx, {
      accountId,
      month: firstDay,
      status: 'sent',
      reportId,
      noWagesPayable,
      grossCents: paid.grossCents,
      xml,
      statusChangedAt: now,
      createdBy: actor.userId,
      createdAt: now,
    });
    await audit(tx, actor, row, 'create', {
      after: {
        status: row.status,
        reportId,
        month: input.month,
        noWagesPayable,
        channel: dependencies.submitter.channel,
      },
    });
    return present(row);
  });
}

export async function recordPayerSummaryReportEvent(
  { db, clock }: WageReportsDependencies,
  options: { actor: Actor; accountId: string; reportId: string; input: WageReportEventInput },
): Promise<PayerSummaryReportView> {
  const { actor, accountId, reportId, input } = options;
  return db.transaction(async (tx) => {
    const before = await getPayerSummaryReportRow(tx, accountId, reportId, { forUpdate: true });
    const next = wageReportStateAfter(before.status as WageReportState, input.event);
    if (next === null || !eventsOf(before.status).includes(input.event)) {
      throw new DomainError('WAGE_REPORT_EVENT_NOT_ALLOWED', { status: before.status, event: input.event });
    }
    const row = await updatePayerSummaryReport(tx, before.id, {
      status: next,
      statusNote: input.note || null,
      statusChangedAt: clock.now(),
      irReportId: input.event === 'approve' ? (input.irReportId ?? null) : before.irReportId,
    });
    await audit(tx, actor, row, `event:${input.event}`, {
      before: { status: before.status },
      after: { status: row.status, note: row.statusNote, irReportId: row.irReportId },
    });
    return present(row);
  });
}

export async function getPayerSummaryReportRow(
  executor: Executor,
  accountId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayerSummaryReportRow> {
  const row = await findPayerSummaryReport(executor, accountId, id, options);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id });
  }
  return row;
}
