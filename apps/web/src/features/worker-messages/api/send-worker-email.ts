import type { SendWorkerEmailInput } from '@portal/domain/worker-messages';
import { sendWorkerEmailContract } from '@portal/domain/worker-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function sendWorkerEmail(accountId: string, workerId: string, input: SendWorkerEmailInput) {
  return apiRequest(sendWorkerEmailContract, { params: { accountId, workerId }, body: input });
}

/** Puts an e-mail to the worker in the outbox; the outbox job delivers it. */
export function useSendWorkerEmail(accountId: string, workerId: string) {
  return useMutation({
    meta: { failureTitle: 'worker-messages.email.failed' },
    mutationFn: (input: SendWorkerEmailInput) => sendWorkerEmail(accountId, workerId, input),
  });
}
