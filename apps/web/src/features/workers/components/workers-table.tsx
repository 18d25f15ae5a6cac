import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { WorkerSummary } from '@portal/domain/workers';
import { ageOn, helsinkiDateOf } from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { workersEditPath } from '@/features/workers/workers.paths';
import { useWorkerLabels } from './use-worker-labels';

/** One page of workers: the name opens the worker's page. */
export function WorkersTable({ workers }: { workers: WorkerSummary[] }) {
  const { t } = useTranslation();
  const labels = useWorkerLabels();
  const today = helsinkiDateOf(new Date());

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={t('workers.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('workers.list.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('workers.list.columns.profession')}</Table.Th>
            <Table.Th scope="col">{t('workers.list.columns.contact')}</Table.Th>
            <Table.Th scope="col">{t('workers.list.columns.location')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('workers.list.columns.age')}
            </Table.Th>
            <Table.Th scope="col">{t('workers.list.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('workers.list.columns.pools')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workers.map((worker) => (
            <Table.Tr key={worker.id}>
              <Table.Td>
                <Anchor component={Link} to={workersEditPath(worker.id)} fw={600}>
                  {worker.fullName}
                </Anchor>
              </Table.Td>
              <Table.Td>{labels.profession(worker.profession)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{worker.email}</Text>
                  {worker.mobile && <Text size="sm">{worker.mobile}</Text>}
                </Stack>
              </Table.Td>
              <Table.Td>
                {[worker.addressCity, worker.addressRegion].filter(Boolean).join(', ') || t('workers.notSet')}
              </Table.Td>
              <Table.Td ta="right">{ageOn(worker.birthday, today) ?? t('workers.notSet')}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge variant="filled" color={worker.status === 'accepted' ? 'teal.9' : 'gray.7'}>
                    {labels.status(worker.status)}
                  </Badge>
                  {worker.confirmed && (
                    <Badge variant="filled" color="blue.9">
                      {t('workers.list.confirmed')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{worker.pools.map((pool) => pool.name).join(', ') || t('workers.notSet')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
