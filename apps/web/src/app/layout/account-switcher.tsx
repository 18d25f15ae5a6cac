import { NativeSelect } from '@mantine/core';
import { canSwitchAccount } from '@portal/domain/access';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth';

/** Super-admins and organization-admins choose the account they act on; other roles have one account. */
export function AccountSwitcher() {
  const { t } = useTranslation();
  const { me, role, accountId, selectAccount } = useSession();
  if (!me || !role || !canSwitchAccount(role) || me.accounts.length === 0) {
    return null;
  }
  return (
    <NativeSelect
      aria-label={t('header.account')}
      value={accountId ?? ''}
      onChange={(event) => selectAccount(event.currentTarget.value)}
      maw={260}
    >
      {me.accounts.map((account) => (
        <option key={account.id} value={account.id}>
          {role === 'super-admin' ? `${account.name} (${account.organizationName})` : account.name}
        </option>
      ))}
    </NativeSelect>
  );
}
