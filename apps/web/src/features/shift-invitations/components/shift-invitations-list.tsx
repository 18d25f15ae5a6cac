import { Alert, Loader, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared/dates';
import type { ShiftInvitation } from '@portal/domain/shift-invitations/shift-invitations';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useShiftInvitations } from '../api/get-shift-invitations';
import { InvitationStateBadge } from './invitation-state-badge';

/** When the invitation was answered, or until when it could be. */
function answerTimeOf(invitation: ShiftInvitation): string {
  return formatDateTime(invitation.respondedAt ?? invitation.expiresAt);
}

/** The invitations of a shift: who, how, when, and what became of each. */
export function ShiftInvitationsList({ accountId, shiftId }: { accountId: string; shiftId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const invitations = useShiftInvitations(accountId, shiftId);
  const items = invitations.data?.items ?? [];

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
                      {invitation.respondedAt
                        ? `${t('shift-invitations.list.answered')} ${answerTimeOf(invitation)}`
                        : invitation.state === 'pending'
                          ? `${t('shift-invitations.list.validUntil')} ${answerTimeOf(invitation)}`
                          : null}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
