import { ActionIcon, Badge, Table, Text } from '@mantine/core';
import type { PoolMember } from '@portal/domain/pools';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProfessionLabel } from './use-profession-label';

export type PoolMembersTableProps = {
  members: readonly PoolMember[];
  label: string;
  canRemove: boolean;
  onRemove: (member: PoolMember) => void;
};

/** The workers in a pool: name, profession, city, confirmed, and a remove button each. */
export function PoolMembersTable({ members, label, canRemove, onRemove }: PoolMembersTableProps) {
  const { t } = useTranslation();
  const professionLabel = useProfessionLabel();
  if (members.length === 0) {
    return <Text>{t('pools.members.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pools.members.name')}</Table.Th>
            <Table.Th scope="col">{t('pools.members.profession')}</Table.Th>
            <Table.Th scope="col">{t('pools.members.city')}</Table.Th>
            <Table.Th scope="col">{t('pools.members.confirmed')}</Table.Th>
            {canRemove && (
              <Table.Th scope="col">
                <Text span size="sm" fw={700}>
                  {t('pools.members.actions')}
                </Text>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>{member.fullName}</Table.Td>
              <Table.Td>{professionLabel(member.profession)}</Table.Td>
              <Table.Td>{member.city ?? '–'}</Table.Td>
              <Table.Td>
                <Badge variant="filled" color={member.confirmed ? 'teal.9' : 'gray.7'}>
                  {member.confirmed ? t('pools.members.yes') : t('pools.members.no')}
                </Badge>
              </Table.Td>
              {canRemove && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('pools.members.remove', { name: member.fullName })}
                    onClick={() => onRemove(member)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
