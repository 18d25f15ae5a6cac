import {
  type MessageTemplate,
  resetMessageTemplateContract,
  type SaveMessageTemplateInput,
  saveMessageTemplateContract,
} from '@portal/domain/message-templates';
import type { Locale } from '@portal/domain/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageTemplatesKeys } from './message-templates-keys';

async function afterChange(queryClient: QueryClient, accountId: string, template: MessageTemplate) {
  queryClient.setQueryData(messageTemplatesKeys.detail(accountId, template.type), template);
  await queryClient.invalidateQueries({ queryKey: messageTemplatesKeys.list(accountId) });
}

export function useSaveMessageTemplate(accountId: string, type: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: ({ locale, body }: { locale: Locale; body: SaveMessageTemplateInput }) =>
      apiRequest(saveMessageTemplateContract, { params: { accountId, type, locale }, body }),
    onSuccess: (template) => afterChange(queryClient, accountId, template),
  });
}

export function useResetMessageTemplate(accountId: string, type: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) =>
      apiRequest(resetMessageTemplateContract, { params: { accountId, type, locale } }),
    onSuccess: (template) => afterChange(queryClient, accountId, template),
  });
}
