import { getAccountSettingsContract } from '@portal/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountSettingsKeys } from './settings-keys';

export function getAccountSettingsQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: accountSettingsKeys.detail(accountId),
    queryFn: ({ signal }) => apiRequest(getAccountSettingsContract, { params: { accountId }, signal }),
  });
}

export function useAccountSettings(accountId: string) {
  return useQuery(getAccountSettingsQueryOptions(accountId));
}
