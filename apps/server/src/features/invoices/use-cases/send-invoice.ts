import type { Actor } from '@portal/domain/access';
import { type InvoiceDetail, nationalReferenceOf } from '@portal/domain/billing';
import { addDays, DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { enqueueMail } from '../../outbox/outbox.api';
import { buildInvoiceMail } from '../invoice-mail';
import { loadInvoiceParties } from '../invoice-parties';
import { barcodeOf } from '../invoices.presenter';
import { type InvoiceRow, takeInvoiceNumber, updateInvoice } from '../invoices.repository';
import {
  assertInvoiceAction,
  auditInvoice,
  getInvoiceRow,
  type InvoicesDependencies,
  loadDetail,
} from './invoice-use-case';

export type InvoiceActionOptions = { actor: Actor; accountId: string; invoiceId: string };

/** Where the customer opens an invoice in the portal (the web app's invoice route). */
export const invoicePortalPath = (invoiceId: string) => `/apps/billing/invoices/create/${invoiceId}`;

/**
 * The reference number of an invoice number (decision 0035): the base is 1000 + the number, so every
 * base has at least four digits and each number of the account its own reference.
 */
export const referenceOfNumber = (number: number): string => nationalReferenceOf(1000 + number);

/** Numbers a row: the account's next number, its reference and today's invoice date (in the caller's tx). */
export async function numberInvoice(executor: Executor, accountId: string, today: string) {
  const number = await takeInvoiceNumber(executor, accountId);
  return { number, referenceNumber: referenceOfNumber(number), invoiceDate: today };
}

/** Queues the e-mail of a sent invoice or credit note to the buyer's invoice address, when it has one. */
export async function queueInvoiceMail(
  executor: Executor,
  publicUrl: string,
  row: InvoiceRow,
): Promise<void> {
  const to = row.buyer?.email;
  if (!to || row.number === null || row.referenceNumber === null || row.dueDate === null) {
    return;
  }
  const mail = buildInvoiceMail(row.language, {
    kind: row.kind,
    number: row.number,
    grossCents: row.grossCents,
    dueDate: row.dueDate,
    referenceNumber: row.referenceNumber,
    iban: row.seller?.iban ?? null,
    virtualBarcode: barcodeOf(row),
    seller: row.seller?.name ?? '',
    link: `${publicUrl}${invoicePortalPath(row.id)}`,
  });
  await enqueueMail(executor, { accountId: row.accountId, to, kind: row.kind, ...mail });
}

/**
 * Sends a draft: in one transaction it takes the account's next number (gapless), its reference, today's
 * date and the due date, freezes the parties, and queues the e-mail to the buyer. Refused with
 * BILLING_DETAILS_MISSING (the field keys) while the seller or the buyer lacks what an invoice needs.
 */
export async function sendInvoice(
  { db, clock, publicUrl }: InvoicesDependencies,
  { actor, accountId, invoiceId }: InvoiceActionOptions,
): Promise<InvoiceDetail> {
  return db.transaction(async (tx) => {
    const before = await getInvoiceRow(tx, accountId, invoiceId, { forUpdate: true });
    assertInvoiceAction(before, 'send');
    const parties = await loadInvoiceParties(tx, accountId);
    if (parties.missing.length > 0) {
      throw new DomainError('BILLING_DETAILS_MISSING', { fields: parties.missing });
    }
    const now = clock.now();
    const today = helsinkiDayKey(now);
    const numbered = await numberInvoice(tx, accountId, today);
    const row = await updateInvoice(tx, invoiceId, {
      ...numbered,
      status: 'sent',
      dueDate: addDays(today, before.paymentTermDays),
      seller: parties.seller,
      buyer: parties.buyer,
      sentAt: now,
      updatedAt: now,
    });
    await queueInvoiceMail(tx, publicUrl, row);
    await auditInvoice(tx, actor, row, 'send', {
      before: { status: before.status },
      after: { status: row.status, number: row.number, referenceNumber: row.referenceNumber },
    });
    return loadDetail(tx, clock, actor, row);
  });
}
