import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { AccountSettingsSection } from '../components/account-settings-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SettingsCard } from '../components/settings-card';

/** /apps/settings/account-settings: own profile and password, and the chosen account's settings. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { user, accountId } = useSession();
  const canReadAccountSettings = useCan({ action: 'read', subject: 'AccountSettings' });

  return (
    <Stack>
      <PageTitle>{t('settings.title')}</PageTitle>
      {user && (
        <SettingsCard title={t('settings.profile.title')}>
          <ProfileForm user={user} />
        </SettingsCard>
      )}
      <SettingsCard title={t('settings.password.title')}>
        <PasswordForm />
      </SettingsCard>
      {canReadAccountSettings && (
        <SettingsCard title={t('settings.account.title')}>
          {accountId ? (
            <AccountSettingsSection accountId={accountId} />
          ) : (
            <Text>{t('settings.account.noAccount')}</Text>
          )}
        </SettingsCard>
      )}
    </Stack>
  );
}
