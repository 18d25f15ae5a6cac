import { invoiceFinvoicePath, invoicePdfPath } from '@portal/domain/billing';
import { buildPath } from '@portal/domain/shared';
import { getMeContract } from '@portal/domain/users';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { localTokenStore } from '@/lib/storage';

function fetchFile(url: string): Promise<Response> {
  const token = localTokenStore.getAccessToken();
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

/**
 * A file of an invoice (its PDF or Finvoice XML) as a Blob. The answer is a file, not JSON, so it is fetched
 * here with the session's access token; an expired token is renewed through the API client and the
 * download tried once more.
 */
async function getInvoiceFile(path: string, accountId: string, invoiceId: string): Promise<Blob> {
  const url = buildPath(path, { accountId, invoiceId });
  let response = await fetchFile(url);
  if (response.status === 401) {
    await apiRequest(getMeContract);
    response = await fetchFile(url);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new ApiError(body?.code ?? 'INTERNAL', response.status);
  }
  return response.blob();
}

export function getInvoicePdf(accountId: string, invoiceId: string): Promise<Blob> {
  return getInvoiceFile(invoicePdfPath, accountId, invoiceId);
}

export function getInvoiceFinvoice(accountId: string, invoiceId: string): Promise<Blob> {
  return getInvoiceFile(invoiceFinvoicePath, accountId, invoiceId);
}
