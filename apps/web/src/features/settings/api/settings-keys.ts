export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  detail: (accountId: string) => [...accountSettingsKeys.all, accountId] as const,
};

export const billingDetailsKeys = {
  all: ['billing-details'] as const,
  buyer: (accountId: string) => [...billingDetailsKeys.all, 'buyer', accountId] as const,
  seller: (accountId: string) => [...billingDetailsKeys.all, 'seller', accountId] as const,
};
