import { ActionIcon, Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import type { AreaGroup } from '@portal/domain/area-groups';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useAddAreaGroupMember } from '../api/add-area-group-member';
import { useRemoveAreaGroupMember } from '../api/remove-area-group-member';

type GroupArea = AreaGroup['areas'][number];

/**
 * One group: its accounts, and its areas with a button to remove each after confirming (the group's last
 * area takes the group with it); the toast's Undo adds the area back, recreating the group under its id.
 */
export function AreaGroupCard({ group }: { group: AreaGroup }) {
  const { t } = useTranslation();
  const removeMember = useRemoveAreaGroupMember();
  const addMember = useAddAreaGroupMember();
  const [areaToRemove, setAreaToRemove] = useState<GroupArea | null>(null);
  const accountName = (accountId: string) =>
    group.accounts.find((account) => account.id === accountId)?.name ?? '–';

  const handleRemove = async (area: GroupArea) => {
    const member = { groupId: group.id, accountId: area.accountId, areaId: area.id };
    try {
      const { group: left } = await removeMember.mutateAsync(member);
      notify.undoable({
        message: left
          ? t('area-groups.notifications.removed', { area: area.name, group: group.name })
          : t('area-groups.notifications.groupRemoved', { group: group.name }),
        undo: () => addMember.mutateAsync({ ...member, groupName: group.name }),
        undoneMessage: t('area-groups.notifications.readded', { area: area.name, group: group.name }),
      });
    } catch {
      // The query client's default handler has shown the failure.
    } finally {
      setAreaToRemove(null);
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={group.name}>
      <Title order={2} size="h4">
        {group.name}
      </Title>
      <Group gap={6} mt="xs" mb="sm" aria-label={t('area-groups.accounts')}>
        <Text size="sm" fw={500}>
          {t('area-groups.accounts')}:
        </Text>
        {group.accounts.map((account) => (
          <Badge key={account.id} variant="light">
            {account.name}
          </Badge>
        ))}
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={t('area-groups.areasOf', { group: group.name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('area-groups.area')}</Table.Th>
              <Table.Th scope="col">{t('area-groups.city')}</Table.Th>
              <Table.Th scope="col">{t('area-groups.account')}</Table.Th>
              <Table.Th scope="col">
                <Text span size="sm" fw={700}>
                  {t('area-groups.actions')}
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.areas.map((area) => (
              <Table.Tr key={area.id}>
                <Table.Td>{area.name}</Table.Td>
                <Table.Td>{area.city ?? '–'}</Table.Td>
                <Table.Td>{accountName(area.accountId)}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('area-groups.remove', { area: area.name, group: group.name })}
                    onClick={() => setAreaToRemove(area)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={areaToRemove !== null}
        title={t('area-groups.confirmRemove.title')}
        message={t('area-groups.confirmRemove.message', {
          area: areaToRemove?.name ?? '',
          group: group.name,
        })}
        confirmLabel={t('area-groups.confirmRemove.confirm')}
        isPending={removeMember.isPending}
        onConfirm={() => areaToRemove && void handleRemove(areaToRemove)}
        onCancel={() => setAreaToRemove(null)}
      />
    </Card>
  );
}
