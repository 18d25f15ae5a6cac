import { getInvoiceContract } from '@portal/domain/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoicesKeys } from './invoices-keys';

export function getInvoiceQueryOptions(accountId: string, invoiceId: string) {
  return queryOptions({
    queryKey: invoicesKeys.detail(accountId, invoiceId),
    queryFn: ({ signal }) => apiRequest(getInvoiceContract, { params: { accountId, invoiceId }, signal }),
  });
}

/** One invoice or credit note whole: parties, VAT specification, lines and the caller's actions. */
export function useInvoice(accountId: string, invoiceId: string) {
  return useQuery(getInvoiceQueryOptions(accountId, invoiceId));
}
