import type { InvoiceListStatus } from '@portal/domain/billing';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  notInArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerContracts } from '../../db/schema/billing.schema';
import {
  invoiceLineDisputes,
  invoiceLines,
  invoiceNumberSequences,
  invoices,
} from '../../db/schema/invoices.schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceLineInsert = typeof invoiceLines.$inferInsert;
export type InvoiceListRow = InvoiceRow & { contractName: string; creditsInvoiceNumber: number | null };

/** An invoice of the account (also a deleted draft: it answers with its status), or null. */
export async function findInvoice(
  executor: Executor,
  accountId: string,
  invoiceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvoiceRow | null> {
  const query = executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findLines(executor: Executor, invoiceId: string): Promise<InvoiceLineRow[]> {
  return executor
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
}

/** Ids of the given lines that a credit-note line already cancels. */
export async function findCreditedLineIds(
  executor: Executor,
  lineIds: readonly string[],
): Promise<Set<string>> {
  if (lineIds.length === 0) {
    return new Set();
  }
  const rows = await executor
    .select({ id: invoiceLines.creditsLineId })
    .from(invoiceLines)
    .where(inArray(invoiceLines.creditsLineId, [...lineIds]));
  return new Set(rows.map((row) => row.id as string));
}

/** The credit notes that refer to an invoice, by number (the order they were sent in). */
export async function findCreditNotes(executor: Executor, invoiceId: string) {
  return executor
    .select({ id: invoices.id, number: invoices.number, grossCents: invoices.grossCents })
    .from(invoices)
    .where(and(eq(invoices.creditsInvoiceId, invoiceId), eq(invoices.kind, 'credit-note')))
    .orderBy(asc(invoices.number), asc(invoices.id));
}

export async function insertInvoice(executor: Executor, values: InvoiceInsert): Promise<InvoiceRow> {
  const [row] = await executor.insert(invoices).values(values).returning();
  if (!row) {
    throw new Error('inserting an invoice returned no row');
  }
  return row;
}

/**
 * Writes lines in one statement: the lines travel as one JSON parameter and PostgreSQL unpacks them (a
 * month of shifts is tens of thousands of lines; a multi-row VALUES of that size costs seconds to build
 * and to plan, and a statement takes at most 65,535 parameters).
 */
export async function insertLines(executor: Executor, lines: readonly InvoiceLineInsert[]): Promise<void> {
  if (lines.length === 0) {
    return;
  }
  const rows = lines.map((line) => ({
    invoice_id: line.invoiceId,
    position: line.position,
    shift_id: line.shiftId ?? null,
    worker_id: line.workerId ?? null,
    worker_name: line.workerName ?? null,
    area_id: line.areaId ?? null,
    area_name: line.areaName ?? null,
    care_role: line.careRole ?? null,
    kind: line.kind,
    description: line.description,
    delivery_day: line.deliveryDay,
    quantity_hundredths: line.quantityHundredths,
    unit_cents: line.unitCents,
    net_cents: line.netCents,
    vat_category: line.vatCategory,
    vat_rate_basis_points: line.vatRateBasisPoints,
    credits_line_id: line.creditsLineId ?? null,
  }));
  await executor.execute(sql`insert into ${invoiceLines} (invoice_id, position, shift_id, worker_id, worker_name,
      area_id, area_name, care_role, kind, description, delivery_day, quantity_hundredths, unit_cents, net_cents,
      vat_category, vat_rate_basis_points, credits_line_id)
    select invoice_id, position, shift_id, worker_id, worker_name, area_id, area_name, care_role, kind,
      description, delivery_day, quantity_hundredths, unit_cents, net_cents, vat_category, vat_rate_basis_points,
      credits_line_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(invoice_id uuid, position int, shift_id uuid,
      worker_id uuid, worker_name text, area_id uuid, area_name text, care_role text, kind text,
      description text, delivery_day date, quantity_hundredths int, unit_cents int, net_cents bigint,
      vat_category text, vat_rate_basis_points int, credits_line_id uuid)`);
}

export async function updateInvoice(
  executor: Executor,
  invoiceId: string,
  values: Partial<InvoiceInsert>,
): Promise<InvoiceRow> {
  const [row] = await executor.update(invoices).set(values).where(eq(invoices.id, invoiceId)).returning();
  if (!row) {
    throw new Error(`invoice ${invoiceId} vanished while locked`);
  }
  return row;
}

/**
 * The account's next invoice number, in the caller's transaction: the row lock of the update makes
 * concurrent sends wait, so the numbers are consecutive and a rolled-back send gives its number back.
 */
export async function takeInvoiceNumber(executor: Executor, accountId: string): Promise<number> {
  await executor.insert(invoiceNumberSequences).values({ accountId, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await executor
    .update(invoiceNumberSequences)
    .set({ lastNumber: sql`${invoiceNumberSequences.lastNumber} + 1` })
    .where(eq(invoiceNumberSequences.accountId, accountId))
    .returning({ lastNumber: invoiceNumberSequences.lastNumber });
  if (!row) {
    throw new Error(`no invoice number sequence for account ${accountId}`);
  }
  return row.lastNumber;
}

export type InvoiceListFilter = {
  accountId: string;
  today: string;
  status?: InvoiceListStatus | undefined;
  contractId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only invoices that were sent (a customer's list): no drafts, no deleted drafts. */
  sentOnly?: boolean;
  limit: number;
  offset: number;
};

function statusCondition(status: InvoiceListStatus | undefined, today: string): SQL | undefined {
  switch (status) {
    case undefined:
      return ne(invoices.status, 'deleted');
    case 'disputed':
      return sql`exists (select 1 from ${invoiceLineDisputes} d where d.invoice_id = ${invoices.id} and d.status = 'open')`;
    case 'overdue':
      return and(eq(invoices.status, 'sent'), eq(invoices.kind, 'invoice'), lt(invoices.dueDate, today));
    case 'sent':
      return and(
        eq(invoices.status, 'sent'),
        sql`(${invoices.kind} = 'credit-note' or ${invoices.dueDate} >= ${today})`,
      );
    default:
      return eq(invoices.status, status);
  }
}

/** A page of the account's invoices and credit notes, newest first, with the total count. */
export async function listInvoices(
  executor: Executor,
  filter: InvoiceListFilter,
): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const where = and(
    eq(invoices.accountId, filter.accountId),
    statusCondition(filter.status, filter.today),
    filter.sentOnly ? notInArray(invoices.status, ['draft', 'deleted']) : undefined,
    filter.contractId ? eq(invoices.contractId, filter.contractId) : undefined,
    filter.to ? lte(invoices.periodFrom, filter.to) : undefined,
    filter.from ? gte(invoices.periodTo, filter.from) : undefined,
  );
  const credited = sql<
    number | null
  >`(select c.number from ${invoices} c where c.id = ${invoices.creditsInvoiceId})`;
  const rows = await executor
    .select({ invoice: invoices, contractName: customerContracts.name, creditsInvoiceNumber: credited })
    .from(invoices)
    .innerJoin(customerContracts, eq(customerContracts.id, invoices.contractId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await executor.select({ total: sql<number>`count(*)::int` }).from(invoices).where(where);
  return {
    rows: rows.map((row) => ({
      ...row.invoice,
      contractName: row.contractName,
      creditsInvoiceNumber: row.creditsInvoiceNumber === null ? null : Number(row.creditsInvoiceNumber),
    })),
    total: totals?.total ?? 0,
  };
}

/** The contract's name and the number of the invoice a credit note credits, for one invoice's detail. */
export async function findInvoiceContext(executor: Executor, row: InvoiceRow) {
  const [contract] = await executor
    .select({ name: customerContracts.name, vatExemptionBasis: customerContracts.vatExemptionBasis })
    .from(customerContracts)
    .where(eq(customerContracts.id, row.contractId));
  let creditsInvoiceNumber: number | null = null;
  if (row.creditsInvoiceId) {
    const [credited] = await executor
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.id, row.creditsInvoiceId), isNotNull(invoices.number)));
    creditsInvoiceNumber = credited?.number ?? null;
  }
  return {
    contractName: contract?.name ?? '',
    exemptionBasis: contract?.vatExemptionBasis ?? null,
    creditsInvoiceNumber,
  };
}
