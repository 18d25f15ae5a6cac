import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { type ShiftDisplayState, shiftDisplayStates } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../api/get-area-options';
import { useShiftLabels } from './use-shift-labels';

/** Area and display-state filters of the calendar. */
export function CalendarFilters({
  accountId,
  areaId,
  states,
  onAreaChange,
  onStatesChange,
  onClear,
}: {
  accountId: string;
  areaId: string | null;
  states: ShiftDisplayState[];
  onAreaChange: (areaId: string | null) => void;
  onStatesChange: (states: ShiftDisplayState[]) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const labels = useShiftLabels();
  const areas = useAreaOptions(accountId);
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('shifts.calendar.filters.label')}>
      <Select
        label={t('shifts.calendar.filters.area')}
        placeholder={t('shifts.calendar.filters.areaPlaceholder')}
        data={areas.data ?? []}
        value={areaId}
        onChange={onAreaChange}
        searchable
        clearable
        nothingFoundMessage="–"
        w={260}
      />
      <MultiSelect
        label={t('shifts.calendar.filters.states')}
        placeholder={states.length === 0 ? t('shifts.calendar.filters.statesPlaceholder') : undefined}
        data={shiftDisplayStates.map((state) => ({ value: state, label: labels.state(state) }))}
        value={states}
        onChange={(values) => onStatesChange(values as ShiftDisplayState[])}
        clearable
        w={340}
      />
      {(areaId !== null || states.length > 0) && (
        <Button variant="subtle" onClick={onClear}>
          {t('shifts.calendar.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
