import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDayKey, isDayKey } from '@portal/domain/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContractDateInput } from './contract-date-input';
import type { NestedErrors } from './contract-form-errors';
import type { VersionValues } from './contract-form-values';
import { RateRowsTable } from './rate-rows-table';

export type ContractVersionEditorProps = {
  version: VersionValues;
  /** The first version starts on the contract's first day; it has no day of its own and stays. */
  isFirst: boolean;
  /** The contract's start as typed, shown as the first version's day. */
  contractStart: string;
  errors: NestedErrors;
  onChange: (version: VersionValues) => void;
  onRemove: () => void;
};

/** One dated version: its first day and its table of rates. */
export function ContractVersionEditor({
  version,
  isFirst,
  contractStart,
  errors,
  onChange,
  onRemove,
}: ContractVersionEditorProps) {
  const { t } = useTranslation();
  const title = isFirst
    ? t('customer-contracts.form.versionFromStart')
    : version.validFrom.trim()
      ? t('customer-contracts.form.versionTitle', {
          // The date field hands over a day key; the title shows it as people write it.
          from: isDayKey(version.validFrom) ? formatDayKey(version.validFrom) : version.validFrom.trim(),
        })
      : t('customer-contracts.form.newVersionTitle');
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {title}
            </Title>
            {isFirst && contractStart.trim() && (
              <Text size="sm" c="dimmed">
                {t('customer-contracts.form.versionTitle', { from: contractStart.trim() })}
              </Text>
            )}
          </Stack>
          {!isFirst && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onRemove}
            >
              {t('customer-contracts.form.removeVersion')}
            </Button>
          )}
        </Group>
        {!isFirst && (
          <ContractDateInput
            label={t('customer-contracts.form.versionFrom')}
            value={version.validFrom}
            onChange={(validFrom) => onChange({ ...version, validFrom })}
            error={errors[`${version.key}:validFrom`]}
            required
          />
        )}
        <RateRowsTable
          label={`${t('customer-contracts.form.rates')}: ${title}`}
          rates={version.rates}
          errors={errors}
          onChange={(rates) => onChange({ ...version, rates })}
        />
      </Stack>
    </Paper>
  );
}
