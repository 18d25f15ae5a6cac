/** Query keys of the shifts feature; everything of one account sits under `account(accountId)`. */
export const shiftsKeys = {
  all: ['shifts'] as const,
  account: (accountId: string) => [...shiftsKeys.all, accountId] as const,
  calendars: (accountId: string) => [...shiftsKeys.account(accountId), 'calendar'] as const,
  calendar: (accountId: string, range: { from: string; to: string; areaId?: string | undefined }) =>
    [...shiftsKeys.calendars(accountId), range] as const,
  detail: (accountId: string, shiftId: string) =>
    [...shiftsKeys.account(accountId), 'detail', shiftId] as const,
  warnings: (accountId: string, shiftId: string, workerId: string) =>
    [...shiftsKeys.account(accountId), 'warnings', shiftId, workerId] as const,
  areaOptions: (accountId: string) => [...shiftsKeys.account(accountId), 'area-options'] as const,
};
