import {
  type BuyerBillingDetails,
  getBuyerBillingDetailsContract,
  getSellerBillingDetailsContract,
  type SellerBillingDetails,
  updateBuyerBillingDetailsContract,
  updateSellerBillingDetailsContract,
} from '@portal/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingDetailsKeys } from './settings-keys';

/** The account as the buyer on its invoices. */
export function useBuyerBillingDetails(accountId: string) {
  return useQuery({
    queryKey: billingDetailsKeys.buyer(accountId),
    queryFn: ({ signal }) => apiRequest(getBuyerBillingDetailsContract, { params: { accountId }, signal }),
  });
}

export function useUpdateBuyerBillingDetails(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'settings.saveError' },
    mutationFn: (details: BuyerBillingDetails) =>
      apiRequest(updateBuyerBillingDetailsContract, { params: { accountId }, body: details }),
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsKeys.buyer(accountId), saved),
  });
}

/** The account's organization as the seller on invoices. */
export function useSellerBillingDetails(accountId: string) {
  return useQuery({
    queryKey: billingDetailsKeys.seller(accountId),
    queryFn: ({ signal }) => apiRequest(getSellerBillingDetailsContract, { params: { accountId }, signal }),
  });
}

export function useUpdateSellerBillingDetails(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'settings.saveError' },
    mutationFn: (details: SellerBillingDetails) =>
      apiRequest(updateSellerBillingDetailsContract, { params: { accountId }, body: details }),
    onSuccess: (saved) => queryClient.setQueryData(billingDetailsKeys.seller(accountId), saved),
  });
}
