import { getWorkerPaymentDetailsContract } from '@portal/domain/workers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workersKeys } from './workers-keys';

/** The worker's identity code and bank account, masked (the Payroll roles only). */
export function useWorkerPaymentDetails(accountId: string, workerId: string) {
  return useQuery({
    queryKey: workersKeys.paymentDetails(accountId, workerId),
    queryFn: ({ signal }) =>
      apiRequest(getWorkerPaymentDetailsContract, { params: { accountId, workerId }, signal }),
  });
}
