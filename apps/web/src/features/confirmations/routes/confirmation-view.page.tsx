import { Anchor, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/features/confirmations/confirmations.paths';
import { useSession } from '@/lib/auth';
import { useConfirmation } from '../api/get-confirmation';
import { ConfirmationDetails } from '../components/confirmation-details';
import { ConfirmationHistory } from '../components/confirmation-history';
import { VerifyShiftButton } from '../components/verify-shift-button';

function Confirmation({ accountId, shiftId }: { accountId: string; shiftId: string }) {
  const { t } = useTranslation();
  const confirmation = useConfirmation(accountId, shiftId);

  if (confirmation.isPending || confirmation.isError) {
    return (
      <QueryState query={confirmation} errorTitle={t('confirmations.view.loadError')} recordId={shiftId} />
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
