import type { AccountSettings } from '@portal/domain/accounts';
import { updateAccountSettingsContract } from '@portal/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountSettingsKeys } from './settings-keys';

export function updateAccountSettings(accountId: string, settings: AccountSettings) {
  return apiRequest(updateAccountSettingsContract, { params: { accountId }, body: settings });
}

export function useUpdateAccountSettings(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { failureTitle: 'settings.saveError' },
    mutationFn: (settings: AccountSettings) => updateAccountSettings(accountId, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountSettingsKeys.detail(accountId), saved);
    },
  });
}
