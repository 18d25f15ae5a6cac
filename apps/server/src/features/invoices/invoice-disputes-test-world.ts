import type { InvoiceStatus } from '@portal/domain/billing';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoiceLineDisputes, invoiceLines } from '../../db/schema/invoices.schema';
import { insertInvoiceIn } from './invoices-test-world';

// Test code: invoices with a line to dispute, and disputes to answer (the dispute tests and the access matrix).

/** An invoice in a status with its one line: the ids a dispute names. */
export async function insertInvoiceWithLine(
  db: Executor,
  accountId: string,
  contractId: string,
  status: InvoiceStatus,
): Promise<{ invoiceId: string; lineId: string }> {
  const invoiceId = await insertInvoiceIn(db, accountId, contractId, status);
  const [line] = await db
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return { invoiceId, lineId: line?.id as string };
}

/** A sent invoice whose one line has an open dispute. */
export async function insertOpenDispute(
  db: Executor,
  accountId: string,
  contractId: string,
): Promise<{ invoiceId: string; lineId: string; disputeId: string }> {
  const ids = await insertInvoiceWithLine(db, accountId, contractId, 'sent');
  const [dispute] = await db
    .insert(invoiceLineDisputes)
    .values({ accountId, invoiceId: ids.invoiceId, lineId: ids.lineId, reason: 'Vuoroa ei tehty' })
    .returning({ id: invoiceLineDisputes.id });
  return { ...ids, disputeId: dispute?.id as string };
}
