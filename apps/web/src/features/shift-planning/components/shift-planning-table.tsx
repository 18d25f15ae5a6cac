import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { PlanningAreaRow, PlanningWeek } from '@portal/domain/shift-planning';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FillRateBar } from './fill-rate-bar';
import { areaPlanningPath } from './planning-paths';
import { usePlanningLabels } from './use-planning-labels';

type ShiftPlanningTableProps = {
  weeks: readonly PlanningWeek[];
  rows: readonly PlanningAreaRow[];
  weekCount: number;
  label: string;
};

/** Areas down, weeks across: each cell the week's fill rate, open and draft shifts; the period at the end. */
export function ShiftPlanningTable({ weeks, rows, weekCount, label }: ShiftPlanningTableProps) {
  const { t } = useTranslation();
  const labels = usePlanningLabels();
  return (
    <Table.ScrollContainer minWidth={320 + weeks.length * 170}>
      <Table striped aria-label={label} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('shift-planning.list.area')}</Table.Th>
            {weeks.map((week) => (
              <Table.Th scope="col" key={week.key}>
                {labels.week(week)}
                <Text size="xs" c="dimmed">
                  {labels.weekDays(week)}
                </Text>
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('shift-planning.list.period')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.areaId}>
              <Table.Th scope="row" fw="normal">
                <Anchor component={Link} to={areaPlanningPath(row.areaId, weekCount)}>
                  {row.areaName}
                </Anchor>
                {row.city && (
                  <Text size="xs" c="dimmed">
                    {row.city}
                  </Text>
                )}
              </Table.Th>
              {row.weeks.map((figures, index) => {
                const week = weeks[index];
                return (
                  <Table.Td key={figures.weekKey}>
                    <Stack gap={2}>
                      <FillRateBar
                        figures={figures}
                        label={t('shift-planning.figures.barLabel', {
                          area: row.areaName,
                          week: week ? labels.week(week) : figures.weekKey,
                        })}
                      />
                      {figures.total > 0 && (
                        <Text size="xs" c="dimmed">
                          {t('shift-planning.figures.openAndDraft', {
                            open: figures.open,
                            draft: figures.draft,
                          })}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                );
              })}
              <Table.Td>
                <FillRateBar
                  figures={row.totals}
                  label={t('shift-planning.figures.periodBarLabel', { area: row.areaName })}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
