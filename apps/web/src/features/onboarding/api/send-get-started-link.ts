import { type OnboardingChannel, sendGetStartedLinkContract } from '@portal/domain/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';

/** HR sends a new worker the get-started link (a refusal is shown beside the button, so no toast). */
export function useSendGetStartedLink(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (channels: OnboardingChannel[]) =>
      apiRequest(sendGetStartedLinkContract, { params: { accountId, workerId }, body: { channels } }),
    // The worker page's progress now shows the new link.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.account(accountId) }),
  });
}
