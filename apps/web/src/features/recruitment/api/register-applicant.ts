import { type RegisterApplicantInput, registerApplicantContract } from '@portal/domain/recruitment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Creates the applicant; the form shows a refusal under its fields or above the button. */
export function useRegisterApplicant() {
  return useMutation({
    meta: { showsFailureInline: true },
    mutationFn: (body: RegisterApplicantInput) => apiRequest(registerApplicantContract, { body }),
  });
}
