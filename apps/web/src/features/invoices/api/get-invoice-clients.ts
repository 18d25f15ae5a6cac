import { listInvoiceClientsContract, upcomingChargesContract } from '@portal/domain/billing';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoicesKeys } from './invoices-keys';

/** The contracts an invoice can be made for, each with its verified shifts not yet invoiced. */
export function useInvoiceClients(accountId: string) {
  return useQuery({
    queryKey: invoicesKeys.clients(accountId),
    queryFn: ({ signal }) => apiRequest(listInvoiceClientsContract, { params: { accountId }, signal }),
  });
}

/** Verified work not yet invoiced, per contract, with its expected price. */
export function useUpcomingCharges(accountId: string) {
  return useQuery({
    queryKey: invoicesKeys.upcoming(accountId),
    queryFn: ({ signal }) => apiRequest(upcomingChargesContract, { params: { accountId }, signal }),
  });
}
