import { type RecordLicenceCheckInput, recordLicenceCheckContract } from '@portal/domain/licence-checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceChecksKeys } from './licence-checks-keys';
import { uploadLicenceEvidence } from './licence-evidence';

/** The form's answer: the check, and the evidence file to attach to it when one was chosen. */
export type RecordLicenceCheck = { body: RecordLicenceCheckInput; evidence: File | null };

/** Records the check, then sends its evidence (a raw-body upload of its own, decision 0045). */
export function useRecordLicenceCheck(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The refusal is shown in the form, so no toast.
    meta: { showsFailureInline: true },
    mutationFn: async ({ body, evidence }: RecordLicenceCheck) => {
      const check = await apiRequest(recordLicenceCheckContract, { params: { accountId, workerId }, body });
      return evidence ? uploadLicenceEvidence({ accountId, workerId, checkId: check.id }, evidence) : check;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: licenceChecksKeys.account(accountId) }),
  });
}
