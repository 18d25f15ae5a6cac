import { sendRegistrationCodeContract, verifyRegistrationCodeContract } from '@portal/domain/recruitment';
import type { Locale } from '@portal/domain/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// The page shows each failure itself (tries left, too many codes), so no global toast.
const meta = { showsFailureInline: true };

/** E-mails a one-time code; the answer is the same whether or not the address has an account. */
export function useSendRegistrationCode(recruitmentId: string) {
  return useMutation({
    meta,
    mutationFn: (body: { email: string; locale: Locale }) =>
      apiRequest(sendRegistrationCodeContract, { body: { ...body, recruitmentId } }),
  });
}

/** Checks the code and answers the one-time secret that the registration presents. */
export function useVerifyRegistrationCode() {
  return useMutation({
    meta,
    mutationFn: (body: { email: string; code: string }) =>
      apiRequest(verifyRegistrationCodeContract, { body }),
  });
}
