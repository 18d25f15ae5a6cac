import { Progress, Stack, Text } from '@mantine/core';
import type { PlanningFigures } from '@portal/domain/shift-planning';
import { useTranslation } from 'react-i18next';

function colorOf(rate: number): string {
  if (rate >= 0.9) {
    return 'teal';
  }
  return rate >= 0.5 ? 'yellow' : 'red';
}

/**
 * Booked / total as a bar with its value in text beside it (the bar is a labelled progressbar, so the
 * value is read out too). Without shifts there is no rate, and no bar.
 */
export function FillRateBar({ figures, label }: { figures: PlanningFigures; label: string }) {
  const { t, i18n } = useTranslation();
  if (figures.fillRate === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('shift-planning.figures.noShifts')}
      </Text>
    );
  }
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    figures.fillRate,
  );
  const text = t('shift-planning.figures.filled', { booked: figures.booked, total: figures.total, percent });
  return (
    <Stack gap={4} miw={120}>
      <Progress.Root size="md">
        <Progress.Section
          value={figures.fillRate * 100}
          color={colorOf(figures.fillRate)}
          // Mantine's own aria says "33.3333%"; ours says what the text beside it says.
          withAria={false}
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(figures.fillRate * 100)}
          aria-valuetext={text}
        />
      </Progress.Root>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}
