// Keys follow the convention in lib/live-events.ts: [feature, accountId, ...rest].
export const applicationInvitationsKeys = {
  all: ['application-invitations'] as const,
  account: (accountId: string) => [...applicationInvitationsKeys.all, accountId] as const,
  list: (accountId: string, status: string | undefined, page: number) =>
    [...applicationInvitationsKeys.account(accountId), 'list', { status, page }] as const,
  jobAds: (accountId: string) => [...applicationInvitationsKeys.account(accountId), 'job-ads'] as const,
  public: (token: string) => [...applicationInvitationsKeys.all, 'public', token] as const,
};
