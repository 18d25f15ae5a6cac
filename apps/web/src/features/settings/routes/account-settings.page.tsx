import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { AccountSettingsSection } from '../components/account-settings-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /apps/settings/account-settings: own profile and password, and the chosen account's settings. */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { user, accountId } = useSession();
  const canReadAccountSettings = useCan({ action: 'read', subject: 'AccountSettings' });

  return (
    <Stack>
      <PageTitle>{t('settings.title')}</PageTitle>
      {user && (
        <PanelSection title={t('settings.profile.title')}>
          <ProfileForm user={user} />
        </PanelSection>
      )}
      <PanelSection title={t('settings.password.title')}>
        <PasswordForm />
      </PanelSection>
      {canReadAccountSettings && (
        <PanelSection title={t('settings.account.title')}>
          {accountId ? (
            <AccountSettingsSection accountId={accountId} />
          ) : (
            <Text>{t('settings.account.noAccount')}</Text>
          )}
        </PanelSection>
      )}
    </Stack>
  );
}
