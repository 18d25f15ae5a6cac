import {
  listPayerSummaryReportsContract,
  type MakePayerSummaryReportInput,
  makePayerSummaryReportContract,
  recordPayerSummaryReportEventContract,
  type WageReportEventInput,
} from '@portal/domain/incomes-register';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { wageReportsKeys } from './wage-reports-keys';

export function usePayerSummaryReports(accountId: string, page: number) {
  return useQuery({
    queryKey: wageReportsKeys.summaries(accountId, page),
    queryFn: ({ signal }) =>
      apiRequest(listPayerSummaryReportsContract, {
        params: { accountId },
        query: { page, perPage: 50 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMakePayerSummaryReport(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (input: MakePayerSummaryReportInput) =>
      apiRequest(makePayerSummaryReportContract, { params: { accountId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wageReportsKeys.account(accountId) }),
  });
}

export function useAnswerPayerSummaryReport(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: ({ reportId, body }: { reportId: string; body: WageReportEventInput }) =>
      apiRequest(recordPayerSummaryReportEventContract, { params: { accountId, reportId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wageReportsKeys.account(accountId) }),
  });
}
