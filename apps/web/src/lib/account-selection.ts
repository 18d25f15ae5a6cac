import { canSwitchAccount } from '@portal/domain/access';
import type { MeResponse } from '@portal/domain/users';

/**
 * The account the user acts on: super-admins and organization-admins pick one in the header (the stored
 * choice while it is still theirs, else the first); every other role has its own single account.
 */
export function resolveAccountId(me: MeResponse | null, storedAccountId: string | null): string | null {
  if (!me) {
    return null;
  }
  const accountIds = me.accounts.map((account) => account.id);
  if (canSwitchAccount(me.role)) {
    if (storedAccountId && accountIds.includes(storedAccountId)) {
      return storedAccountId;
    }
    return accountIds[0] ?? null;
  }
  return me.user.accountId ?? accountIds[0] ?? null;
}
