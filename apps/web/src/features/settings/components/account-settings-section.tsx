import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { useAccountSettings } from '../api/get-account-settings';
import { AccountSettingsForm } from './account-settings-form';
import { AccountSettingsView } from './account-settings-view';

/** The chosen account's settings: a form when the ability allows `update`, read-only values otherwise. */
export function AccountSettingsSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canUpdate = useCan({ action: 'update', subject: 'AccountSettings' });
  const settings = useAccountSettings(accountId);

  if (settings.isPending) {
    return <PageLoader />;
  }
  if (settings.isError) {
    return (
      <Alert color="red" variant="light" title={t('settings.account.loadError')}>
        {t(errorMessageKey(settings.error))}
      </Alert>
    );
  }
  return canUpdate ? (
    <AccountSettingsForm key={accountId} accountId={accountId} settings={settings.data} />
  ) : (
    <AccountSettingsView settings={settings.data} />
  );
}
