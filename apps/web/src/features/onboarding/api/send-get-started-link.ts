import { type OnboardingChannel, sendGetStartedLinkContract } from '@portal/domain/onboarding';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** HR sends a new worker the get-started link (a refusal is shown beside the button, so no toast). */
export function useSendGetStartedLink(accountId: string, workerId: string) {
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (channels: OnboardingChannel[]) =>
      apiRequest(sendGetStartedLinkContract, { params: { accountId, workerId }, body: { channels } }),
  });
}
