import { invoiceFinvoicePath, invoicePdfPath } from '@portal/domain/billing';
import { buildPath } from '@portal/domain/shared';
import { getApiFile } from '@/lib/api-file';

/** A sent invoice's PDF as a Blob (opened in a new tab by the invoice page). */
export function getInvoicePdf(accountId: string, invoiceId: string): Promise<Blob> {
  return getApiFile(buildPath(invoicePdfPath, { accountId, invoiceId }));
}

/** A sent invoice's Finvoice 3.0 XML as a Blob (saved by the invoice page). */
export function getInvoiceFinvoice(accountId: string, invoiceId: string): Promise<Blob> {
  return getApiFile(buildPath(invoiceFinvoicePath, { accountId, invoiceId }));
}
