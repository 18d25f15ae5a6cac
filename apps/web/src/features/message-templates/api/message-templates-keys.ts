/** Query keys of the message templates; everything of one account sits under `account(accountId)`. */
export const messageTemplatesKeys = {
  all: ['message-templates'] as const,
  account: (accountId: string) => [...messageTemplatesKeys.all, accountId] as const,
  list: (accountId: string) => [...messageTemplatesKeys.account(accountId), 'list'] as const,
  detail: (accountId: string, type: string) =>
    [...messageTemplatesKeys.account(accountId), 'detail', type] as const,
  preview: (accountId: string, type: string, text: { subject: string; body: string }) =>
    [...messageTemplatesKeys.account(accountId), 'preview', type, text] as const,
};
