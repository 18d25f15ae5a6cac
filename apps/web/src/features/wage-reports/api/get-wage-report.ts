import { getWageReportContract } from '@portal/domain/incomes-register';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { wageReportsKeys } from './wage-reports-keys';

export function useWageReport(accountId: string, reportId: string) {
  return useQuery({
    queryKey: wageReportsKeys.detail(accountId, reportId),
    queryFn: ({ signal }) => apiRequest(getWageReportContract, { params: { accountId, reportId }, signal }),
  });
}
