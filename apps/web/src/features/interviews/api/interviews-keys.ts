/** Query keys of interviews; everything of one account sits under `account(accountId)`. */
export const interviewsKeys = {
  all: ['interviews'] as const,
  account: (accountId: string) => [...interviewsKeys.all, accountId] as const,
  templates: (accountId: string) => [...interviewsKeys.account(accountId), 'templates'] as const,
  recruiters: (accountId: string) => [...interviewsKeys.account(accountId), 'recruiters'] as const,
  applicant: (accountId: string, applicantId: string) =>
    [...interviewsKeys.account(accountId), 'applicant', applicantId] as const,
};
