import {
  createSmsBroadcastContract,
  deleteSmsBroadcastContract,
  type SmsBroadcast,
  type SmsBroadcastInput,
  sendSmsBroadcastContract,
  updateSmsBroadcastContract,
} from '@portal/domain/sms-broadcasts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { smsBroadcastsKeys } from './sms-broadcasts-keys';

// Each refusal is shown where it was asked for (the editor's fields or its alert), so no toast.
const meta = { showsFailureInline: true };

async function afterChange(queryClient: QueryClient, accountId: string, broadcast: SmsBroadcast) {
  queryClient.setQueryData(smsBroadcastsKeys.detail(accountId, broadcast.id), broadcast);
  await queryClient.invalidateQueries({ queryKey: smsBroadcastsKeys.account(accountId) });
}

/** Saves the editor: a new draft, or changes to the one open. */
export function useSaveSmsBroadcast(accountId: string, broadcastId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (body: SmsBroadcastInput) =>
      broadcastId
        ? apiRequest(updateSmsBroadcastContract, { params: { accountId, broadcastId }, body })
        : apiRequest(createSmsBroadcastContract, { params: { accountId }, body }),
    onSuccess: (broadcast) => afterChange(queryClient, accountId, broadcast),
  });
}

export function useSendSmsBroadcast(accountId: string, broadcastId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: () => apiRequest(sendSmsBroadcastContract, { params: { accountId, broadcastId } }),
    onSuccess: (broadcast) => afterChange(queryClient, accountId, broadcast),
  });
}

export function useDeleteSmsBroadcast(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (broadcastId: string) =>
      apiRequest(deleteSmsBroadcastContract, { params: { accountId, broadcastId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smsBroadcastsKeys.account(accountId) }),
  });
}
