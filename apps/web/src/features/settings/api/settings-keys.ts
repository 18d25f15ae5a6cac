export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  detail: (accountId: string) => [...accountSettingsKeys.all, accountId] as const,
};
