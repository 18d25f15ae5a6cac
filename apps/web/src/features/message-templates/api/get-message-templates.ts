import {
  getMessageTemplateContract,
  listMessageTemplatesContract,
  previewMessageTemplateContract,
} from '@portal/domain/message-templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageTemplatesKeys } from './message-templates-keys';

export function useMessageTemplates(accountId: string) {
  return useQuery({
    queryKey: messageTemplatesKeys.list(accountId),
    queryFn: ({ signal }) => apiRequest(listMessageTemplatesContract, { params: { accountId }, signal }),
  });
}

export function useMessageTemplate(accountId: string, type: string) {
  return useQuery({
    queryKey: messageTemplatesKeys.detail(accountId, type),
    queryFn: ({ signal }) => apiRequest(getMessageTemplateContract, { params: { accountId, type }, signal }),
  });
}

/** The text with sample values, as a worker would get it (a read, sent as POST for its body). */
export function useMessagePreview(accountId: string, type: string, text: { subject: string; body: string }) {
  return useQuery({
    queryKey: messageTemplatesKeys.preview(accountId, type, text),
    queryFn: ({ signal }) =>
      apiRequest(previewMessageTemplateContract, { params: { accountId, type }, body: text, signal }),
    enabled: text.subject.trim() !== '' && text.body.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
