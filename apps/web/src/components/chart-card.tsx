import { Box, Button, Group, Paper, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A titled chart whose numbers are a table (the dashboard and the application statistics): screen readers read the table (the drawing is hidden from
 * them), and anyone may show it under the chart with the toggle.
 */
export function ChartCard({ title, chart, table }: { title: string; chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? t('dashboard.charts.hideTable') : t('dashboard.charts.showTable')}
        </Button>
      </Group>
      <Box aria-hidden>{chart}</Box>
      {tableShown ? (
        <Box id={tableId} mt="md">
          {table}
        </Box>
      ) : (
        <VisuallyHidden id={tableId}>{table}</VisuallyHidden>
      )}
    </Paper>
  );
}
