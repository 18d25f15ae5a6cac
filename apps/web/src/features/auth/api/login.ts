import type { LoginInput } from '@portal/domain/auth';
import { loginContract } from '@portal/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function login(input: LoginInput) {
  return apiRequest(loginContract, { body: input });
}

export function useLogin() {
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: login,
  });
}
