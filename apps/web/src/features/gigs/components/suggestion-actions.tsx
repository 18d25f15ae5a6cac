import { Alert, Button, Group, Text } from '@mantine/core';
import type { GigDetail } from '@portal/domain/gigs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useApproveGig } from '../api/approve-gig';
import { useDeclineGig } from '../api/decline-gig';

/** A customer's order awaiting approval: staff approve and publish it, or decline it. */
export function SuggestionActions({ accountId, gig }: { accountId: string; gig: GigDetail }) {
  const { t } = useTranslation();
  const approve = useApproveGig(accountId, gig.id);
  const decline = useDeclineGig(accountId, gig.id);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <Alert color="orange" variant="light" title={t('gigs.suggestion.title')}>
      <Text size="sm" mb="sm">
        {t('gigs.suggestion.staffHint', { name: gig.createdByName ?? '–' })}
      </Text>
      <Group>
        <Button
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(undefined, {
              onSuccess: () => notify.success({ message: t('gigs.notifications.approved') }),
            })
          }
        >
          {t('gigs.suggestion.approve')}
        </Button>
        <Button variant="outline" color="red" onClick={() => setIsConfirming(true)}>
          {t('gigs.suggestion.decline')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title={t('gigs.suggestion.declineTitle')}
        message={t('gigs.suggestion.declineMessage', { title: gig.title })}
        confirmLabel={t('gigs.suggestion.decline')}
        isPending={decline.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() =>
          decline.mutate(undefined, {
            onSuccess: () => notify.success({ message: t('gigs.notifications.declined') }),
            onSettled: () => setIsConfirming(false),
          })
        }
      />
    </Alert>
  );
}
