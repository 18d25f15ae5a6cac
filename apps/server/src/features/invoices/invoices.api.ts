import type { Actor } from '@portal/domain/access';
import type { InvoiceDetail } from '@portal/domain/billing';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { getVisibleInvoiceRow, loadDetail } from './use-cases/invoice-use-case';

/**
 * The invoices feature's public surface: other code (the PDF and Finvoice routes) loads an invoice whole
 * here. Only this file may be imported by other features.
 */

/**
 * One invoice or credit note of the account as `GET /api/accounts/:accountId/invoices/:invoiceId` answers
 * it (parties, VAT rows, lines, references, barcode, the actor's actions). Throws DomainError NOT_FOUND for
 * an id not of the account, and for a customer, for a draft or a deleted one. The caller has checked the account scope and the Invoices read ability.
 */
export async function loadInvoiceDetail(
  executor: Executor,
  clock: Clock,
  actor: Actor,
  accountId: string,
  invoiceId: string,
): Promise<InvoiceDetail> {
  return loadDetail(
    executor,
    clock,
    actor,
    await getVisibleInvoiceRow(executor, actor, accountId, invoiceId),
  );
}

/**
 * The contracts with their versions, the account's break rule and the care role of a shift's role text, as
 * invoices read them: payroll pays the same shifts under the same contracts (issue 14; decision 0040).
 */
export { findBreakRule, findInvoiceContracts, type InvoiceContract } from './billable-shifts.repository';
export { careRoleOf } from './invoice-pricing';
