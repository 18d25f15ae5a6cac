import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenceChecksKeys } from './licence-checks-keys';
import { uploadLicenceEvidence } from './licence-evidence';

/** Attaches (or replaces) the evidence of a recorded check. */
export function useAttachLicenceEvidence(accountId: string, workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, file }: { checkId: string; file: File }) =>
      uploadLicenceEvidence({ accountId, workerId, checkId }, file),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: licenceChecksKeys.worker(accountId, workerId) }),
  });
}
