import { Paper, Table, Text, Title } from '@mantine/core';
import type { DashboardFigures } from '@portal/domain/dashboard';
import { formatDate } from '@portal/domain/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Booked and open shifts per day for the next 7 days (dates DD.MM.YYYY, Helsinki). */
export function NextDaysTable({ days }: { days: DashboardFigures['nextSevenDays'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="sm" id={titleId}>
        {t('dashboard.nextSevenDays.title')}
      </Title>
      {days.length === 0 ? (
        <Text>{t('dashboard.nextSevenDays.empty')}</Text>
      ) : (
        <Table striped aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.nextSevenDays.date')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dashboard.nextSevenDays.booked')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dashboard.nextSevenDays.open')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{formatDate(day.date)}</Table.Td>
                <Table.Td ta="right">{day.booked}</Table.Td>
                <Table.Td ta="right">{day.open}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
