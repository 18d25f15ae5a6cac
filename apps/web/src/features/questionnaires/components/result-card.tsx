import { Box, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One question's result: a chart whose numbers are a table (as the dashboard's charts are): screen
 * readers read the table, the drawing is hidden from them, and anyone may show the table with the toggle.
 */
export function ResultCard({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {chart && (
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {tableShown ? t('questionnaires.results.hideTable') : t('questionnaires.results.showTable')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {summary}
      </Text>
      {chart && <Box aria-hidden>{chart}</Box>}
      {!chart || tableShown ? (
        <Box id={tableId} mt={chart ? 'md' : 0}>
          {table}
        </Box>
      ) : (
        <VisuallyHidden id={tableId}>{table}</VisuallyHidden>
      )}
    </Paper>
  );
}
