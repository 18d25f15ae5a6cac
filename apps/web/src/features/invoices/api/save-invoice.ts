import {
  type CreateInvoiceInput,
  type CreditInvoiceInput,
  createInvoiceContract,
  creditInvoiceContract,
  deleteInvoiceContract,
  type InvoiceDetail,
  markInvoicePaidContract,
  markInvoiceUnpaidContract,
  sendInvoiceContract,
  type UpdateInvoiceInput,
  updateInvoiceContract,
} from '@portal/domain/billing';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoicesKeys } from './invoices-keys';

/** An invoice changed: its page shows the answer, lists, upcoming charges and picker read again. */
async function refreshAfter(queryClient: QueryClient, accountId: string, invoice: InvoiceDetail) {
  queryClient.setQueryData(invoicesKeys.detail(accountId, invoice.id), invoice);
  await queryClient.invalidateQueries({ queryKey: invoicesKeys.account(accountId) });
}

/**
 * Drafts an invoice from the contract's verified shifts in the period. The form shows a refusal itself
 * (with its details: the kinds of hour without a price), so no toast.
 */
export function useCreateInvoice(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (input: CreateInvoiceInput) =>
      apiRequest(createInvoiceContract, { params: { accountId }, body: input }),
    onSuccess: (invoice) => refreshAfter(queryClient, accountId, invoice),
  });
}

/** The actions of one invoice; each refusal is shown by the dialog that asked for it. */
export function useInvoiceMutations(accountId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  const params = { accountId, invoiceId };
  const onSuccess = (invoice: InvoiceDetail) => refreshAfter(queryClient, accountId, invoice);
  const meta = { showsFailureInline: true };
  return {
    update: useMutation({
      meta,
      mutationFn: (body: UpdateInvoiceInput) => apiRequest(updateInvoiceContract, { params, body }),
      onSuccess,
    }),
    send: useMutation({
      meta,
      mutationFn: () => apiRequest(sendInvoiceContract, { params }),
      onSuccess,
    }),
    markPaid: useMutation({
      meta,
      mutationFn: (paidOn: string) => apiRequest(markInvoicePaidContract, { params, body: { paidOn } }),
      onSuccess,
    }),
    markUnpaid: useMutation({
      meta,
      mutationFn: () => apiRequest(markInvoiceUnpaidContract, { params }),
      onSuccess,
    }),
    /** Answers the credit note; the credited invoice is read again. */
    credit: useMutation({
      meta,
      mutationFn: (body: CreditInvoiceInput) => apiRequest(creditInvoiceContract, { params, body }),
      onSuccess,
    }),
    remove: useMutation({
      meta,
      mutationFn: () => apiRequest(deleteInvoiceContract, { params }),
      onSuccess: async () => {
        queryClient.removeQueries({ queryKey: invoicesKeys.detail(accountId, invoiceId) });
        await queryClient.invalidateQueries({ queryKey: invoicesKeys.lists(accountId) });
        await queryClient.invalidateQueries({ queryKey: invoicesKeys.upcoming(accountId) });
        await queryClient.invalidateQueries({ queryKey: invoicesKeys.clients(accountId) });
      },
    }),
  };
}
