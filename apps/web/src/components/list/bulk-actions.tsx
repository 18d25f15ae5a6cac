import { Alert, Button, Group, List, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';

/** What a bulk action did: how many rows it changed, and each row it could not change with the reason. */
export type BulkOutcome = { done: number; failed: { name: string; error: unknown }[] };

/**
 * Runs one request per row, one after another (the server checks each row on its own), and collects the
 * rows that failed instead of stopping at the first.
 */
export async function runForEach<T>(
  rows: readonly T[],
  nameOf: (row: T) => string,
  action: (row: T) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, failed: [] };
  for (const row of rows) {
    try {
      await action(row);
      outcome.done += 1;
    } catch (error) {
      outcome.failed.push({ name: nameOf(row), error });
    }
  }
  return outcome;
}

/** The selection's count, the bulk actions and a way to clear it; shown while rows are chosen. */
export function BulkActionBar({
  count,
  onClear,
  children,
}: {
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (count === 0) {
    return null;
  }
  return (
    <Paper withBorder p="xs" component="section" aria-label={t('lists.selection.actions')}>
      <Group gap="sm">
        <Text fw={600} role="status">
          {t('lists.selection.count', { count })}
        </Text>
        {children}
        <Button variant="subtle" onClick={onClear}>
          {t('lists.selection.clear')}
        </Button>
      </Group>
    </Paper>
  );
}

/** The outcome of the last bulk action: done and failed counts, each failed row with its reason. */
export function BulkOutcomeAlert({ outcome, onClose }: { outcome: BulkOutcome | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!outcome) {
    return null;
  }
  const failed = outcome.failed.length;
  return (
    <Alert
      color={failed > 0 ? 'red' : 'teal'}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      title={t('lists.bulk.summary', { done: outcome.done, failed })}
    >
      {failed > 0 && (
        <List size="sm">
          {outcome.failed.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two rows may share a name
            <List.Item key={index}>{`${row.name}: ${t(errorMessageKey(row.error))}`}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
