import {
  invalidateWageReportContract,
  type MakeWageReportsInput,
  makeWageReportsContract,
  recordWageReportEventContract,
  replaceWageReportContract,
  type WageReportDetail,
  type WageReportEventInput,
} from '@portal/domain/incomes-register';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { wageReportsKeys } from './wage-reports-keys';

async function refreshAfter(queryClient: QueryClient, accountId: string, report?: WageReportDetail) {
  if (report) {
    queryClient.setQueryData(wageReportsKeys.detail(accountId, report.id), report);
  }
  await queryClient.invalidateQueries({ queryKey: wageReportsKeys.account(accountId) });
}

/** Makes the reports not yet made of a payment date (one worker's, or every worker's). */
export function useMakeWageReports(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'wage-reports.toReport.makeFailed' },
    mutationFn: (input: MakeWageReportsInput) =>
      apiRequest(makeWageReportsContract, { params: { accountId }, body: input }),
    onSuccess: () => refreshAfter(queryClient, accountId),
  });
}

/** The register's answer, a replacement and a cancellation of one report; refusals are shown inline. */
export function useWageReportMutations(accountId: string, reportId: string) {
  const queryClient = useQueryClient();
  const params = { accountId, reportId };
  const onSuccess = (report: WageReportDetail) => refreshAfter(queryClient, accountId, report);
  const meta = { showsFailureInline: true };
  return {
    answer: useMutation({
      meta,
      mutationFn: (body: WageReportEventInput) => apiRequest(recordWageReportEventContract, { params, body }),
      onSuccess,
    }),
    replace: useMutation({
      meta,
      mutationFn: () => apiRequest(replaceWageReportContract, { params }),
      onSuccess,
    }),
    invalidate: useMutation({
      meta,
      mutationFn: () => apiRequest(invalidateWageReportContract, { params }),
      onSuccess,
    }),
  };
}
