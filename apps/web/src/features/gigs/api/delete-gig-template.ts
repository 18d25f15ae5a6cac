import { deleteGigTemplateContract } from '@portal/domain/gigs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { gigsKeys } from './gigs-keys';

export function deleteGigTemplate(accountId: string, templateId: string) {
  return apiRequest(deleteGigTemplateContract, { params: { accountId, templateId } });
}

/** Deletes a saved template. */
export function useDeleteGigTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteGigTemplate(accountId, templateId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: gigsKeys.templates(accountId) });
    },
  });
}
