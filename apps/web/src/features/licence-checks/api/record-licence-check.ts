import {
  type LicenceCheck,
  type RecordLicenceCheckInput,
  recordLicenceCheckContract,
} from '@portal/domain/licence-checks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { licenceChecksKeys } from './licence-checks-keys';
import { uploadLicenceEvidence } from './licence-evidence';

/** The form's answer: the check, and the evidence file to attach to it when one was chosen. */
export type RecordLicenceCheck = { body: RecordLicenceCheckInput; evidence: File | null };

/** The saved check, and why its evidence was refused when it was (the check itself stays saved). */
export type RecordedLicenceCheck = { check: LicenceCheck; evidenceError: unknown };

/**
 * Records the check, then sends its evidence (a raw-body upload of its own, decision 0045). A refused file
 * does not fail the whole: the check is saved, so the form must not offer to save it a second time.
 */
export function useRecordLicenceCheck(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The refusal is shown in the form, so no toast.
    meta: { showsFailureInline: true },
    mutationFn: async ({ body, evidence }: RecordLicenceCheck): Promise<RecordedLicenceCheck> => {
      const check = await apiRequest(recordLicenceCheckContract, { params: { accountId, workerId }, body });
      if (!evidence) {
        return { check, evidenceError: null };
      }
      try {
        return {
          check: await uploadLicenceEvidence({ accountId, workerId, checkId: check.id }, evidence),
          evidenceError: null,
        };
      } catch (error) {
        return { check, evidenceError: error };
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: licenceChecksKeys.account(accountId) }),
  });
}
