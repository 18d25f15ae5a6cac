import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { useBuyerBillingDetails, useSellerBillingDetails } from '../api/billing-details';
import { BuyerDetailsForm } from './buyer-details-form';
import { BuyerDetailsView } from './buyer-details-view';
import { SellerDetailsForm } from './seller-details-form';

function LoadError({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      {t(errorMessageKey(error))}
    </Alert>
  );
}

/** The account as the buyer: a form for admins and above, read-only for agents and customers. */
export function BuyerDetailsSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canUpdate = useCan({ action: 'update', subject: 'AccountSettings' });
  const details = useBuyerBillingDetails(accountId);
  if (details.isPending) {
    return <PageLoader />;
  }
  if (details.isError) {
    return <LoadError title={t('settings.billing.loadError')} error={details.error} />;
  }
  return (
    <Stack>
      <Text size="sm">{t('settings.billing.description')}</Text>
      {canUpdate ? (
        <BuyerDetailsForm key={accountId} accountId={accountId} details={details.data} />
      ) : (
        <BuyerDetailsView details={details.data} />
      )}
    </Stack>
  );
}

/** The account's organization as the seller (shown only to those who may change it). */
export function SellerDetailsSection({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const details = useSellerBillingDetails(accountId);
  if (details.isPending) {
    return <PageLoader />;
  }
  if (details.isError) {
    return <LoadError title={t('settings.seller.loadError')} error={details.error} />;
  }
  return (
    <Stack>
      <Text size="sm">{t('settings.seller.description')}</Text>
      <SellerDetailsForm key={accountId} accountId={accountId} details={details.data} />
    </Stack>
  );
}
