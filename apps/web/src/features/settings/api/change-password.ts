import type { ChangePasswordInput } from '@portal/domain/users';
import { changePasswordContract } from '@portal/domain/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { localTokenStore } from '@/lib/storage';

export function changePassword(input: ChangePasswordInput) {
  return apiRequest(changePasswordContract, { body: input });
}

/** Changing the password signs out every session; this one continues with the tokens the answer brings. */
export function useChangePassword() {
  return useMutation({
    meta: { failureTitle: 'settings.saveError' },
    mutationFn: changePassword,
    onSuccess: (pair) => localTokenStore.setTokens(pair),
  });
}
