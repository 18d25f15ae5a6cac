import type { EmailAvailabilityInput } from '@portal/domain/workers';
import { checkWorkerEmailContract } from '@portal/domain/workers';
import { apiRequest } from '@/lib/api-client';

/** Spec section 5: whether the address is still free, asked before the worker is saved. */
export function checkWorkerEmail(accountId: string, input: EmailAvailabilityInput) {
  return apiRequest(checkWorkerEmailContract, { params: { accountId }, body: input });
}
