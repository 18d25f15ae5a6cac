import type { RequestLoginLinkInput } from '@portal/domain/auth';
import { requestLoginLinkContract } from '@portal/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function requestLoginLink(input: RequestLoginLinkInput) {
  return apiRequest(requestLoginLinkContract, { body: input });
}

export function useRequestLoginLink() {
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: requestLoginLink,
  });
}
