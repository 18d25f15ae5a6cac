import type { SendWorkerSmsInput } from '@portal/domain/worker-messages';
import { sendWorkerSmsContract } from '@portal/domain/worker-messages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function sendWorkerSms(accountId: string, workerId: string, input: SendWorkerSmsInput) {
  return apiRequest(sendWorkerSmsContract, { params: { accountId, workerId }, body: input });
}

/** Puts an SMS to the worker in the outbox; the outbox job delivers it. */
export function useSendWorkerSms(accountId: string, workerId: string) {
  return useMutation({
    meta: { failureTitle: 'worker-messages.sms.failed' },
    mutationFn: (input: SendWorkerSmsInput) => sendWorkerSms(accountId, workerId, input),
  });
}
