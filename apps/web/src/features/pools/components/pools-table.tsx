import { Anchor, Table, Text } from '@mantine/core';
import type { PoolSummary } from '@portal/domain/pools';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DefaultBadge } from './default-badge';
import { poolEditPath } from './pool-paths';

/** The pools of one page: name (to the edit page), default badge, member and area counts. */
export function PoolsTable({ pools, label }: { pools: readonly PoolSummary[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pools.list.name')}</Table.Th>
            <Table.Th scope="col">{t('pools.list.default')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('pools.list.members')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('pools.list.areas')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pools.map((pool) => (
            <Table.Tr key={pool.id}>
              <Table.Td>
                <Anchor component={Link} to={poolEditPath(pool.id)}>
                  {pool.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {pool.isDefault ? (
                  <DefaultBadge />
                ) : (
                  <Text span c="dimmed">
                    –
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{pool.memberCount}</Table.Td>
              <Table.Td ta="right">{pool.areaCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
