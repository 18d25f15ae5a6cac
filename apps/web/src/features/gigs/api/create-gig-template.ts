import { createGigTemplateContract } from '@portal/domain/gigs';
import type { ContractBody } from '@portal/domain/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export type CreateGigTemplateBody = ContractBody<typeof createGigTemplateContract>;

export function createGigTemplate(accountId: string, input: CreateGigTemplateBody) {
  return apiRequest(createGigTemplateContract, { params: { accountId }, body: input });
}

/** Saves the gig form as a named template. */
export function useCreateGigTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'gigs.notifications.templateError' },
    mutationFn: (input: CreateGigTemplateBody) => createGigTemplate(accountId, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gigsKeys.templates(accountId) });
    },
  });
}
