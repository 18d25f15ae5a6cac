import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { AccountSettingsSection } from '../components/account-settings-section';
import { BuyerDetailsSection, SellerDetailsSection } from '../components/billing-details-sections';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/**
 * /apps/settings/account-settings: own profile and password, the chosen account's settings and billing details,
 * and for organization-admins and super-admins the organization as the seller on invoices.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { user, accountId } = useSession();
  const canReadAccountSettings = useCan({ action: 'read', subject: 'AccountSettings' });
  const canUpdateSellerDetails = useCan({ action: 'update', subject: 'SellerDetails' });

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
      {canReadAccountSettings && accountId && (
        <PanelSection title={t('settings.billing.title')}>
          <BuyerDetailsSection accountId={accountId} />
        </PanelSection>
      )}
      {canUpdateSellerDetails && accountId && (
        <PanelSection title={t('settings.seller.title')}>
          <SellerDetailsSection accountId={accountId} />
        </PanelSection>
      )}
    </Stack>
  );
}
