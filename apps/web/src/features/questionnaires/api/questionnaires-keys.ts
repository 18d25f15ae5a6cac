import type { QuestionnaireListQuery } from '@portal/domain/questionnaires';

/** Query keys of the questionnaires; everything of one account sits under `account(accountId)`. */
export const questionnairesKeys = {
  all: ['questionnaires'] as const,
  account: (accountId: string) => [...questionnairesKeys.all, accountId] as const,
  list: (accountId: string, query: QuestionnaireListQuery) =>
    [...questionnairesKeys.account(accountId), 'list', query] as const,
  detail: (accountId: string, id: string) =>
    [...questionnairesKeys.account(accountId), 'detail', id] as const,
  results: (accountId: string, id: string) =>
    [...questionnairesKeys.account(accountId), 'results', id] as const,
  public: (token: string) => [...questionnairesKeys.all, 'public', token] as const,
};
