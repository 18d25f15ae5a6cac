/** Query keys of the licence checks; everything of one account sits under `account(accountId)`. */
export const licenceChecksKeys = {
  all: ['licence-checks'] as const,
  account: (accountId: string) => [...licenceChecksKeys.all, accountId] as const,
  worker: (accountId: string, workerId: string) =>
    [...licenceChecksKeys.account(accountId), 'worker', workerId] as const,
  expiring: (accountId: string) => [...licenceChecksKeys.account(accountId), 'expiring'] as const,
};
