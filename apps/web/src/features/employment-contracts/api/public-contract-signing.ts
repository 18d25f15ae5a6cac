import {
  type DeclineContractInput,
  declineContractContract,
  getContractSigningContract,
  type PublicContractSigning,
  type RequestSigningCodeInput,
  requestSigningCodeContract,
  type SignContractInput,
  signContractContract,
  type VerifySigningCodeInput,
  verifySigningCodeContract,
} from '@portal/domain/employment-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employmentContractsKeys } from './employment-contracts-keys';

// Every refusal on the signing page is shown beside the step that failed.
const meta = { showsFailureInline: true };

/** What the worker sees through the link (no sign-in). */
export function usePublicContractSigning(token: string) {
  return useQuery({
    queryKey: employmentContractsKeys.public(token),
    queryFn: ({ signal }) => apiRequest(getContractSigningContract, { params: { token }, signal }),
    // An unknown or expired link stays so: asking again would only spend the page's request limit.
    retry: false,
  });
}

/** The steps that answer the signing as it now is (code confirmed, signed, declined) update the page. */
function useSigningStep<TBody>(token: string, send: (body: TBody) => Promise<PublicContractSigning>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: send,
    onSuccess: (signing) => queryClient.setQueryData(employmentContractsKeys.public(token), signing),
  });
}

export function useRequestSigningCode(token: string) {
  return useMutation({
    meta,
    mutationFn: (body: RequestSigningCodeInput) =>
      apiRequest(requestSigningCodeContract, { params: { token }, body }),
  });
}

export const useVerifySigningCode = (token: string) =>
  useSigningStep(token, (body: VerifySigningCodeInput) =>
    apiRequest(verifySigningCodeContract, { params: { token }, body }),
  );

export const useSignContract = (token: string) =>
  useSigningStep(token, (body: SignContractInput) =>
    apiRequest(signContractContract, { params: { token }, body }),
  );

export const useDeclineContract = (token: string) =>
  useSigningStep(token, (body: DeclineContractInput) =>
    apiRequest(declineContractContract, { params: { token }, body }),
  );
