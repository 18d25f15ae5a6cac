import { Anchor, Table, Text } from '@mantine/core';
import type { Confirmation } from '@portal/domain/confirmations';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmationViewPath } from './confirmation-paths';
import { ConfirmationStateBadge } from './confirmation-state-badge';
import { useConfirmationLabels } from './use-confirmation-labels';

/** One page of confirmations: who, where, planned vs actual times, break, km, day type, paid hours, state. */
export function ConfirmationsTable({ items, label }: { items: readonly Confirmation[]; label: string }) {
  const { t } = useTranslation();
  const labels = useConfirmationLabels();
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('confirmations.columns.shift')}</Table.Th>
            <Table.Th scope="col">{t('confirmations.columns.worker')}</Table.Th>
            <Table.Th scope="col">{t('confirmations.columns.area')}</Table.Th>
            <Table.Th scope="col">{t('confirmations.columns.planned')}</Table.Th>
            <Table.Th scope="col">{t('confirmations.columns.actual')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('confirmations.columns.break')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('confirmations.columns.kilometres')}
            </Table.Th>
            <Table.Th scope="col">{t('confirmations.columns.workDayType')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('confirmations.columns.paidHours')}
            </Table.Th>
            <Table.Th scope="col">{t('confirmations.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor component={Link} to={confirmationViewPath(item.id)}>
                  {item.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {item.workerName ?? (
                  <Text span c="dimmed">
                    {t('confirmations.values.noWorker')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{item.areaName}</Table.Td>
              <Table.Td>{labels.timeRange(item.plannedStartsAt, item.plannedEndsAt)}</Table.Td>
              <Table.Td>{labels.timeRange(item.actualStartsAt, item.actualEndsAt)}</Table.Td>
              <Table.Td ta="right">{labels.breakMinutes(item.breakMinutes)}</Table.Td>
              <Table.Td ta="right">{labels.kilometres(item.kilometres)}</Table.Td>
              <Table.Td>{labels.workDayType(item.workDayType)}</Table.Td>
              <Table.Td ta="right">{labels.hours(item.paidHours)}</Table.Td>
              <Table.Td>
                <ConfirmationStateBadge state={item.state} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
