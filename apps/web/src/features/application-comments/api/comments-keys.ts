/** Query keys of an application's comments. */
export const commentsKeys = {
  all: ['application-comments'] as const,
  applicant: (accountId: string, applicantId: string) =>
    [...commentsKeys.all, accountId, applicantId] as const,
};
