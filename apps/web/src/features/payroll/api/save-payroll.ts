import {
  type AddAdjustmentInput,
  addAdjustmentContract,
  type CreatePayrollListInput,
  createPayrollListContract,
  deletePayrollListContract,
  markPayrollPaidContract,
  type PayrollDetail,
  type PayrollListDetail,
  payPayrollListContract,
  refreshPayrollListContract,
  removeAdjustmentContract,
  type SendQuickShiftsInput,
  sendQuickShiftsContract,
  startPayingPayrollListContract,
} from '@portal/domain/payroll';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { payrollKeys } from './payroll-keys';

// Each refusal is shown where it was asked for (the form or the dialog), so no toast.
const meta = { showsFailureInline: true };

async function afterList(queryClient: QueryClient, accountId: string, list: PayrollListDetail) {
  queryClient.setQueryData(payrollKeys.list(accountId, list.id), list);
  await queryClient.invalidateQueries({ queryKey: payrollKeys.account(accountId) });
}

async function afterPayroll(queryClient: QueryClient, accountId: string, payroll: PayrollDetail) {
  queryClient.setQueryData(payrollKeys.payroll(accountId, payroll.id), payroll);
  await queryClient.invalidateQueries({ queryKey: payrollKeys.account(accountId) });
}

export function useCreatePayrollList(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: CreatePayrollListInput) =>
      apiRequest(createPayrollListContract, { params: { accountId }, body }),
    onSuccess: (list) => afterList(queryClient, accountId, list),
  });
}

/** The actions of one list: refresh, delete, start paying (quick), pay all. */
export function usePayrollListMutations(accountId: string, payrollListId: string) {
  const queryClient = useQueryClient();
  const params = { accountId, payrollListId };
  const onSuccess = (list: PayrollListDetail) => afterList(queryClient, accountId, list);
  return {
    refresh: useMutation({
      meta,
      mutationFn: () => apiRequest(refreshPayrollListContract, { params }),
      onSuccess,
    }),
    startPaying: useMutation({
      meta,
      mutationFn: () => apiRequest(startPayingPayrollListContract, { params }),
      onSuccess,
    }),
    payAll: useMutation({
      meta,
      mutationFn: (paidOn: string) => apiRequest(payPayrollListContract, { params, body: { paidOn } }),
      onSuccess,
    }),
    remove: useMutation({
      meta,
      mutationFn: () => apiRequest(deletePayrollListContract, { params }),
      onSuccess: async () => {
        queryClient.removeQueries({ queryKey: payrollKeys.list(accountId, payrollListId) });
        await queryClient.invalidateQueries({ queryKey: payrollKeys.account(accountId) });
      },
    }),
  };
}

/** The actions of one payroll: add or remove an adjustment, mark paid. */
export function usePayrollMutations(accountId: string, payrollId: string) {
  const queryClient = useQueryClient();
  const params = { accountId, payrollId };
  const onSuccess = (payroll: PayrollDetail) => afterPayroll(queryClient, accountId, payroll);
  return {
    addAdjustment: useMutation({
      meta,
      mutationFn: (body: AddAdjustmentInput) => apiRequest(addAdjustmentContract, { params, body }),
      onSuccess,
    }),
    removeAdjustment: useMutation({
      meta,
      mutationFn: (lineId: string) => apiRequest(removeAdjustmentContract, { params: { ...params, lineId } }),
      onSuccess,
    }),
    markPaid: useMutation({
      meta,
      mutationFn: (paidOn: string) => apiRequest(markPayrollPaidContract, { params, body: { paidOn } }),
      onSuccess,
    }),
  };
}

export function useSendQuickShifts(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: SendQuickShiftsInput) =>
      apiRequest(sendQuickShiftsContract, { params: { accountId }, body }),
    onSuccess: (list) => afterList(queryClient, accountId, list),
  });
}
