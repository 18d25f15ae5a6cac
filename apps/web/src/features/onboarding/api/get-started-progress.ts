import { getStartedProgressContract, workerTaxCardPath } from '@portal/domain/onboarding';
import { buildPath } from '@portal/domain/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getApiFile } from '@/lib/api-file';
import { onboardingKeys } from './onboarding-keys';

/** The worker's newest get-started checklist for HR: sent, expires, which steps are done. */
export function useGetStartedProgress(accountId: string, workerId: string) {
  return useQuery({
    queryKey: [...onboardingKeys.account(accountId), 'progress', workerId],
    queryFn: ({ signal }) =>
      apiRequest(getStartedProgressContract, { params: { accountId, workerId }, signal }),
  });
}

/** The tax card the worker sent, as a Blob (payroll roles only). */
export function getWorkerTaxCard(accountId: string, workerId: string): Promise<Blob> {
  return getApiFile(buildPath(workerTaxCardPath, { accountId, workerId }));
}
