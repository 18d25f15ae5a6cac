import type { Actor } from '@portal/domain/access';
import { type CreateInvoiceInput, type InvoiceDetail, invoiceTotalsOf } from '@portal/domain/billing';
import { DomainError, daysBetween } from '@portal/domain/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accounts } from '../../../db/schema/tenancy.schema';
import { campaignsForShifts } from '../../campaigns/campaigns.api';
import { findBillableShifts, findBreakRule, findInvoiceContracts } from '../billable-shifts.repository';
import { priceBillableShifts } from '../invoice-pricing';
import { insertInvoice, insertLines } from '../invoices.repository';
import { auditInvoice, type InvoicesDependencies, loadDetail } from './invoice-use-case';

export type CreateInvoiceOptions = { actor: Actor; accountId: string; input: CreateInvoiceInput };

/** The longest billing period: a year, a leap day included. */
export const maxPeriodDays = 366;

export function assertPeriod(from: string, to: string): void {
  if (from > to || daysBetween(from, to) + 1 > maxPeriodDays) {
    throw new DomainError('INVOICE_PERIOD_INVALID', { periodFrom: from, periodTo: to });
  }
}

async function paymentTermOf(executor: Executor, accountId: string): Promise<number> {
  const [row] = await executor
    .select({ days: accounts.paymentTermDays })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.days ?? 14;
}

/**
 * A draft from every verified, not yet invoiced shift of the contract whose Helsinki day is in the period
 * (decision 0035). The contract row is locked, so two drafts of one contract cannot take the same shift.
 * Where the contract lets campaigns raise the price, a shift's campaign lines follow its own (decision 0038).
 * Refused whole when a shift cannot be priced (INVOICE_UNPRICED_SHIFTS) or there is none (INVOICE_NO_SHIFTS).
 */
export async function createInvoice(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, input }: CreateInvoiceOptions,
): Promise<InvoiceDetail> {
  assertPeriod(input.periodFrom, input.periodTo);
  return db.transaction(async (tx) => {
    const [contract] = await findInvoiceContracts(tx, accountId, {
      contractId: input.contractId,
      forUpdate: true,
    });
    if (!contract) {
      throw new DomainError('CONTRACT_NOT_IN_ACCOUNT', { contractId: input.contractId });
    }
    const shifts = await findBillableShifts(tx, {
      accountId,
      contractIds: [contract.id],
      from: input.periodFrom,
      to: input.periodTo,
    });
    if (shifts.length === 0) {
      throw new DomainError('INVOICE_NO_SHIFTS', { periodFrom: input.periodFrom, periodTo: input.periodTo });
    }
    const campaigns = contract.campaignsRaisePrice
      ? await campaignsForShifts(tx, accountId, input.periodFrom, input.periodTo)
      : [];
    const priced = priceBillableShifts(shifts, contract, await findBreakRule(tx, accountId), campaigns);
    if (priced.unpriced.count > 0) {
      throw new DomainError('INVOICE_UNPRICED_SHIFTS', {
        kinds: priced.unpriced.kinds,
        count: priced.unpriced.count,
      });
    }
    const totals = invoiceTotalsOf(priced.lines);
    const now = clock.now();
    const row = await insertInvoice(tx, {
      accountId,
      contractId: contract.id,
      kind: 'invoice',
      status: 'draft',
      periodFrom: input.periodFrom,
      periodTo: input.periodTo,
      paymentTermDays: await paymentTermOf(tx, accountId),
      language: input.language ?? 'fi',
      notes: input.notes ?? null,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await insertLines(
      tx,
      priced.lines.map((line, index) => ({ ...line, invoiceId: row.id, position: index + 1 })),
    );
    await auditInvoice(tx, actor, row, 'create', {
      after: {
        contractId: contract.id,
        periodFrom: input.periodFrom,
        periodTo: input.periodTo,
        shifts: shifts.length,
        lines: priced.lines.length,
        grossCents: totals.grossCents,
      },
    });
    return loadDetail(tx, clock, actor, row);
  });
}
