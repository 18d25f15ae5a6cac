import {
  archiveContractTemplateContract,
  type ContractTemplateInput,
  createContractTemplateContract,
  listContractTemplatesContract,
  updateContractTemplateContract,
} from '@portal/domain/employment-contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { employmentContractsKeys } from './employment-contracts-keys';

/** The account's templates that are not archived, by name. */
export function useContractTemplates(accountId: string) {
  return useQuery({
    queryKey: employmentContractsKeys.templates(accountId),
    queryFn: ({ signal }) => apiRequest(listContractTemplatesContract, { params: { accountId }, signal }),
  });
}

/** Saves a template: a new one without an id, else changes the one with the id. */
export function useSaveContractTemplate(accountId: string) {
  const queryClient = useQueryClient();
  // A refusal is toasted by the query client; an unknown merge field is also put under the text.
  return useMutation({
    mutationFn: ({ templateId, body }: { templateId: string | null; body: ContractTemplateInput }) =>
      templateId === null
        ? apiRequest(createContractTemplateContract, { params: { accountId }, body })
        : apiRequest(updateContractTemplateContract, { params: { accountId, templateId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: employmentContractsKeys.templates(accountId) }),
  });
}

/** Archives a template: no new drafts from it; contracts drafted from it keep their text. */
export function useArchiveContractTemplate(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) =>
      apiRequest(archiveContractTemplateContract, { params: { accountId, templateId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: employmentContractsKeys.templates(accountId) }),
  });
}
