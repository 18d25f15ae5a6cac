import { revealWorkerPaymentDetailsContract } from '@portal/domain/workers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The clear values, fetched on the admin's click (the server audits each reveal). A mutation, not a query:
 * the values live in the component that asked and go when the user leaves, never in the query cache.
 */
export function useRevealWorkerPaymentDetails(accountId: string, workerId: string) {
  return useMutation({
    meta: { failureTitle: 'workers.paymentDetails.revealError' },
    gcTime: 0,
    mutationFn: () => apiRequest(revealWorkerPaymentDetailsContract, { params: { accountId, workerId } }),
  });
}
