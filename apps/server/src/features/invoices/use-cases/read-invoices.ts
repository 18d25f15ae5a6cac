import type { Actor } from '@portal/domain/access';
import {
  type InvoiceClients,
  type InvoiceDetail,
  type InvoicePage,
  invoiceTotalsOf,
  type ListInvoicesQuery,
  type UpcomingCharges,
} from '@portal/domain/billing';
import { helsinkiDayKey, pageOffset } from '@portal/domain/shared';
import {
  countBillableShifts,
  findBillableShifts,
  findBreakRule,
  findInvoiceContracts,
} from '../billable-shifts.repository';
import { countOpenDisputes } from '../invoice-disputes.repository';
import { priceBillableShift } from '../invoice-pricing';
import { presentInvoiceSummary } from '../invoices.presenter';
import { listInvoices as listInvoiceRows } from '../invoices.repository';
import { getVisibleInvoiceRow, type InvoicesDependencies, loadDetail } from './invoice-use-case';

export type GetInvoiceOptions = { actor: Actor; accountId: string; invoiceId: string };

/** One invoice or credit note of the account whole, with what the caller may do with it now. */
export async function getInvoice(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, invoiceId }: GetInvoiceOptions,
): Promise<InvoiceDetail> {
  return loadDetail(db, clock, actor, await getVisibleInvoiceRow(db, actor, accountId, invoiceId));
}

export type ListInvoicesOptions = { actor: Actor; accountId: string; query: ListInvoicesQuery };

/**
 * A page of invoices and credit notes, newest first (spec section 9: 50 a page), with the page's sums; a
 * customer's list holds only what was sent to it.
 */
export async function listInvoices(
  { db, clock }: InvoicesDependencies,
  { actor, accountId, query }: ListInvoicesOptions,
): Promise<InvoicePage> {
  const today = helsinkiDayKey(clock.now());
  const { rows, total } = await listInvoiceRows(db, {
    accountId,
    today,
    status: query.status,
    contractId: query.contractId,
    from: query.from,
    to: query.to,
    sentOnly: actor.role === 'customer',
    limit: query.perPage,
    offset: pageOffset(query),
  });
  const openDisputes = await countOpenDisputes(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    presentInvoiceSummary(row, { ...row, openDisputeCount: openDisputes.get(row.id) ?? 0 }, today),
  );
  const sum = (pick: (item: (typeof items)[number]) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  return {
    items,
    total,
    pageTotals: {
      netCents: sum((item) => item.netCents),
      vatCents: sum((item) => item.vatCents),
      grossCents: sum((item) => item.grossCents),
    },
  };
}

/** The picker of the create screen: the account's live contracts with their shifts not yet invoiced. */
export async function listInvoiceClients(
  { db }: InvoicesDependencies,
  { accountId }: { accountId: string },
): Promise<InvoiceClients> {
  const contracts = await findInvoiceContracts(db, accountId);
  const counts = await countBillableShifts(db, accountId);
  return {
    items: contracts.map((contract) => ({
      contractId: contract.id,
      contractName: contract.name,
      customerNumber: contract.customerNumber,
      uninvoicedShiftCount: counts.get(contract.id) ?? 0,
    })),
  };
}

/**
 * Upcoming charges: per live contract with verified work not yet invoiced, its shifts, days and expected
 * price as a draft would price it today; shifts a version cannot price yet are counted apart.
 */
export async function upcomingCharges(
  { db }: InvoicesDependencies,
  { accountId }: { accountId: string },
): Promise<UpcomingCharges> {
  const contracts = await findInvoiceContracts(db, accountId);
  const shifts = await findBillableShifts(db, {
    accountId,
    contractIds: contracts.map((contract) => contract.id),
  });
  const breakRule = await findBreakRule(db, accountId);
  const result: UpcomingCharges['contracts'] = [];
  for (const contract of contracts) {
    const own = shifts.filter((shift) => shift.contractId === contract.id);
    if (own.length === 0) {
      continue;
    }
    const priced = own.map((shift) => priceBillableShift(shift, contract, breakRule));
    const totals = invoiceTotalsOf(
      priced.filter((shift) => shift.missing.length === 0).flatMap((shift) => shift.lines),
    );
    // The shifts come oldest first.
    const first = own[0] as (typeof own)[number];
    const last = own.at(-1) as (typeof own)[number];
    result.push({
      contractId: contract.id,
      contractName: contract.name,
      shiftCount: own.length,
      firstDay: helsinkiDayKey(first.startsAt),
      lastDay: helsinkiDayKey(last.startsAt),
      netCents: totals.netCents,
      grossCents: totals.grossCents,
      unpricedShiftCount: priced.filter((shift) => shift.missing.length > 0).length,
    });
  }
  return { contracts: result };
}
