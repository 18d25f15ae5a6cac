import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/features/confirmations/confirmations.paths';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useConfirmation } from '../api/get-confirmation';
import { ConfirmationDetails } from '../components/confirmation-details';
import { ConfirmationHistory } from '../components/confirmation-history';
import { VerifyShiftButton } from '../components/verify-shift-button';

function Confirmation({ accountId, shiftId }: { accountId: string; shiftId: string }) {
  const { t } = useTranslation();
  const confirmation = useConfirmation(accountId, shiftId);

  if (confirmation.isPending) {
    return <PageLoader />;
  }
  if (confirmation.isError) {
    return (
      <>
        <PageTitle>{t('confirmations.view.loadError')}</PageTitle>
        <Alert color="red" variant="light" title={t('confirmations.view.loadError')}>
          <Stack align="flex-start" gap="xs">
            {t(errorMessageKey(confirmation.error))}
            <Button variant="light" color="red" size="xs" onClick={() => void confirmation.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }
  const shift = confirmation.data;
  return (
    <>
      <PageTitle>{t('confirmations.view.title', { title: shift.title })}</PageTitle>
      <Stack>
        <ConfirmationDetails
          shift={shift}
          actions={shift.canVerify ? <VerifyShiftButton accountId={accountId} shift={shift} /> : undefined}
        />
        <ConfirmationHistory updates={shift.updates} />
      </Stack>
    </>
  );
}

/** /apps/shifts-&-gigs/confirmations/view/:id: one confirmed or verified shift, its history, verifying it. */
export function ConfirmationViewPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.confirmationsList} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('confirmations.view.backToList')}
      </Anchor>
      {accountId && id ? (
        <Confirmation key={`${accountId}:${id}`} accountId={accountId} shiftId={id} />
      ) : (
        <Text>{t('confirmations.noAccount')}</Text>
      )}
    </Stack>
  );
}
