import { NativeSelect } from '@mantine/core';
import { maxPlanningWeeks } from '@portal/domain/shift-planning';
import { useTranslation } from 'react-i18next';

const choices = Array.from({ length: maxPlanningWeeks }, (_, index) => index + 1);

/** How many weeks ahead to plan, the current one included. */
export function WeeksSelect({ value, onChange }: { value: number; onChange: (weeks: number) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('shift-planning.filters.weeks')}
      data={choices.map((weeks) => ({
        value: String(weeks),
        label: t('shift-planning.filters.weekCount', { count: weeks }),
      }))}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      maw={220}
    />
  );
}
