import type { CreateAreaInput } from '@portal/domain/areas';
import { createAreaContract } from '@portal/domain/areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { areasKeys } from './areas-keys';

export function createArea(accountId: string, input: CreateAreaInput) {
  return apiRequest(createAreaContract, { params: { accountId }, body: input });
}

export function useCreateArea(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'areas.notifications.createError' },
    mutationFn: (input: CreateAreaInput) => createArea(accountId, input),
    onSuccess: async (area) => {
      queryClient.setQueryData(areasKeys.detail(accountId, area.id), area);
      await queryClient.invalidateQueries({ queryKey: areasKeys.lists(accountId) });
    },
  });
}
