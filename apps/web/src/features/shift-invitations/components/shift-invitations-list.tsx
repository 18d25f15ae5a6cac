import { Alert, Button, Loader, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import type { ShiftInvitation } from '@portal/domain/shift-invitations';
import { IconMailOff } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useShiftInvitations } from '../api/get-shift-invitations';
import { useRevokeShiftInvitation } from '../api/revoke-shift-invitation';
import { InvitationStateBadge } from './invitation-state-badge';

/** When the invitation was answered (or revoked), or until when it could be. */
function answerTimeOf(invitation: ShiftInvitation): string {
  return formatDateTime(invitation.respondedAt ?? invitation.expiresAt);
}

/**
 * The invitations of a shift: who, how, when, and what became of each. A pending one can be revoked (after
 * confirming), so a link sent by mistake stops working.
 */
export function ShiftInvitationsList({ accountId, shiftId }: { accountId: string; shiftId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const invitations = useShiftInvitations(accountId, shiftId);
  const revoke = useRevokeShiftInvitation(accountId, shiftId);
  // The invitation asked about stays set while the dialog closes, so its text does not change on the way out.
  const [target, setTarget] = useState<ShiftInvitation | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const items = invitations.data?.items ?? [];

  const timeText = (invitation: ShiftInvitation) => {
    if (invitation.state === 'revoked') {
      return `${t('shift-invitations.list.revokedAt')} ${answerTimeOf(invitation)}`;
    }
    if (invitation.respondedAt) {
      return `${t('shift-invitations.list.answered')} ${answerTimeOf(invitation)}`;
    }
    return invitation.state === 'pending'
      ? `${t('shift-invitations.list.validUntil')} ${answerTimeOf(invitation)}`
      : null;
  };

  const confirmRevoke = () => {
    if (!target) {
      return;
    }
    const { id, workerName } = target;
    revoke.mutate(id, {
      onSuccess: () => {
        notify.success({ message: t('shift-invitations.list.revoked', { name: workerName }) });
      },
      onError: (error) => setRefusal(t(errorMessageKey(error))),
      onSettled: () => setIsConfirming(false),
    });
  };

  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        {t('shift-invitations.list.title')}
      </Title>
      {invitations.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {invitations.isError && (
        <Alert color="red" variant="light" title={t('shift-invitations.list.loadError')}>
          {t(errorMessageKey(invitations.error))}
        </Alert>
      )}
      {refusal && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mb="xs"
          title={t('shift-invitations.list.revokeError')}
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      {invitations.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('shift-invitations.list.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shift-invitations.list.worker')}</Table.Th>
                <Table.Th>{t('shift-invitations.list.channel')}</Table.Th>
                <Table.Th>{t('shift-invitations.list.sent')}</Table.Th>
                <Table.Th>{t('shift-invitations.list.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.workerName}</Table.Td>
                  <Table.Td>{t(`shift-invitations.channels.${invitation.channel}`)}</Table.Td>
                  <Table.Td>{formatDateTime(invitation.createdAt)}</Table.Td>
                  <Table.Td>
                    <InvitationStateBadge state={invitation.state} />
                    <Text size="xs" c="dimmed">
                      {timeText(invitation)}
                    </Text>
                    {invitation.state === 'pending' && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        mt={4}
                        leftSection={<IconMailOff size={14} aria-hidden />}
                        aria-label={t('shift-invitations.list.revokeLabel', { name: invitation.workerName })}
                        onClick={() => {
                          setRefusal(null);
                          setTarget(invitation);
                          setIsConfirming(true);
                        }}
                      >
                        {t('shift-invitations.list.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={isConfirming}
        title={t('shift-invitations.list.revokeTitle')}
        message={t('shift-invitations.list.revokeMessage', { name: target?.workerName ?? '' })}
        confirmLabel={t('shift-invitations.list.revokeConfirm')}
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setIsConfirming(false)}
      />
    </section>
  );
}
