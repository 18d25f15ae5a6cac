import {
  type CreditDisputeInput,
  creditDisputeContract,
  type DisputeLineInput,
  disputeLineContract,
  type InvoiceDetail,
  type RejectDisputeInput,
  rejectDisputeContract,
} from '@portal/domain/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invoicesKeys } from './invoices-keys';

type DisputeRef = { lineId: string; disputeId: string };

/**
 * The disputes of one invoice: the customer disputes a line, staff credit or reject a dispute. Each answers
 * the invoice whole; its page shows it, the lists (open dispute counts, credit notes) read again. Refusals
 * are shown by the dialog that asked.
 */
export function useDisputeMutations(accountId: string, invoiceId: string) {
  const queryClient = useQueryClient();
  const onSuccess = async (invoice: InvoiceDetail) => {
    queryClient.setQueryData(invoicesKeys.detail(accountId, invoice.id), invoice);
    await queryClient.invalidateQueries({ queryKey: invoicesKeys.account(accountId) });
  };
  const meta = { showsFailureInline: true };
  const params = { accountId, invoiceId };
  return {
    dispute: useMutation({
      meta,
      mutationFn: ({ lineId, ...body }: DisputeLineInput & { lineId: string }) =>
        apiRequest(disputeLineContract, { params: { ...params, lineId }, body }),
      onSuccess,
    }),
    credit: useMutation({
      meta,
      mutationFn: ({ lineId, disputeId, ...body }: CreditDisputeInput & DisputeRef) =>
        apiRequest(creditDisputeContract, { params: { ...params, lineId, disputeId }, body }),
      onSuccess,
    }),
    reject: useMutation({
      meta,
      mutationFn: ({ lineId, disputeId, ...body }: RejectDisputeInput & DisputeRef) =>
        apiRequest(rejectDisputeContract, { params: { ...params, lineId, disputeId }, body }),
      onSuccess,
    }),
  };
}
