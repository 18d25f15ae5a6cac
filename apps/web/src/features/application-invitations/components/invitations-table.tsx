import { Button, Group, Table, Text } from '@mantine/core';
import type { ApplicationInvitation } from '@portal/domain/application-invitations';
import { formatDate } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { useChangeApplicationInvitation } from '../api/save-application-invitation';
import { InvitationStatusBadge } from './invitation-status-badge';

const nameOf = (invitation: ApplicationInvitation) =>
  [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');

/**
 * The sent invitations: who, to which ad, status, sent and valid until; an open or expired one can be
 * sent again with a new link, an open one cancelled.
 */
export function InvitationsTable({
  accountId,
  items,
  canManage,
}: {
  accountId: string;
  items: readonly ApplicationInvitation[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const change = useChangeApplicationInvitation(accountId);
  if (items.length === 0) {
    return <Text>{t('application-invitations.list.empty')}</Text>;
  }
  const busy = (id: string, action: 'cancel' | 'resend') =>
    change.isPending && change.variables?.invitationId === id && change.variables.action === action;

  return (
    <Table.ScrollContainer minWidth={860} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={t('application-invitations.list.table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('application-invitations.list.person')}</Table.Th>
            <Table.Th scope="col">{t('application-invitations.fields.jobAd')}</Table.Th>
            <Table.Th scope="col">{t('application-invitations.list.status')}</Table.Th>
            <Table.Th scope="col">{t('application-invitations.list.sent')}</Table.Th>
            <Table.Th scope="col">{t('application-invitations.list.validUntil')}</Table.Th>
            {canManage && <Table.Th scope="col">{t('application-invitations.list.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const who = nameOf(item) || item.email;
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm">{who}</Text>
                  {who !== item.email && (
                    <Text size="xs" c="dimmed">
                      {item.email}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.jobAdTitle ?? t('application-invitations.fields.noJobAd')}</Table.Td>
                <Table.Td>
                  <InvitationStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td>
                  {formatDate(item.createdAt)}
                  {item.invitedByName ? ` (${item.invitedByName})` : ''}
                </Table.Td>
                <Table.Td>{item.status === 'open' ? formatDate(item.expiresAt) : '–'}</Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {(item.status === 'open' || item.status === 'expired') && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={busy(item.id, 'resend')}
                          aria-label={t('application-invitations.list.resendTo', { name: who })}
                          onClick={() => change.mutate({ invitationId: item.id, action: 'resend' })}
                        >
                          {t('application-invitations.list.resend')}
                        </Button>
                      )}
                      {item.status === 'open' && (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          loading={busy(item.id, 'cancel')}
                          aria-label={t('application-invitations.list.cancelFor', { name: who })}
                          onClick={() => change.mutate({ invitationId: item.id, action: 'cancel' })}
                        >
                          {t('application-invitations.list.cancel')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
