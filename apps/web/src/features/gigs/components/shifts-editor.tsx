import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Pill,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatDayKey, isDayKey } from '@portal/domain/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { TimeField } from '@/components/time-field';
import { useCareRoleOptions } from '@/hooks/use-care-role-label';
import { endsNextDay, type PatternRow, patternRow } from './gig-form-values';

export type ShiftsEditorProps = {
  dates: string[];
  pattern: PatternRow[];
  disabled?: boolean;
  error?: string;
  onDatesChange: (dates: string[]) => void;
  onPatternChange: (pattern: PatternRow[]) => void;
  /** Adds one shift per picked date and time row. */
  onAdd: () => void;
};

/**
 * Adds many shifts at once: pick several dates, give the times of day (an end at or before the start ends
 * the next day) with a role and requirements per row, then add them all.
 */
export function ShiftsEditor({
  dates,
  pattern,
  disabled = false,
  error,
  onDatesChange,
  onPatternChange,
  onAdd,
}: ShiftsEditorProps) {
  const { t } = useTranslation();
  const roleOptions = useCareRoleOptions();
  const [date, setDate] = useState('');

  const addDate = () => {
    if (!isDayKey(date)) {
      return;
    }
    if (!dates.includes(date)) {
      onDatesChange([...dates, date].sort());
    }
    setDate('');
  };
  const changeRow = (key: string, changes: Partial<PatternRow>) =>
    onPatternChange(pattern.map((row) => (row.key === key ? { ...row, ...changes } : row)));

  return (
    <Card withBorder padding="md" component="section" aria-label={t('gigs.editor.title')}>
      <Title order={3} size="h5" mb="xs">
        {t('gigs.editor.title')}
      </Title>
      <Stack gap="sm">
        <Group align="flex-end">
          <DateField
            label={t('gigs.editor.date')}
            value={date}
            disabled={disabled}
            onChange={setDate}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addDate();
              }
            }}
          />
          <Button variant="light" onClick={addDate} disabled={disabled || !isDayKey(date)}>
            {t('gigs.editor.addDate')}
          </Button>
        </Group>
        {dates.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('gigs.editor.noDates')}
          </Text>
        ) : (
          <Group gap={6} role="list" aria-label={t('gigs.editor.pickedDates')}>
            {dates.map((day) => (
              <Pill
                key={day}
                role="listitem"
                withRemoveButton={!disabled}
                removeButtonProps={{
                  'aria-label': t('gigs.editor.removeDate', { date: formatDayKey(day) }),
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                onRemove={() => onDatesChange(dates.filter((existing) => existing !== day))}
              >
                {formatDayKey(day)}
              </Pill>
            ))}
          </Group>
        )}
        {pattern.map((row, index) => (
          <Group
            key={row.key}
            align="flex-end"
            gap="xs"
            role="group"
            aria-label={t('gigs.editor.timeRow', { number: index + 1 })}
          >
            <TimeField
              label={t('gigs.editor.start')}
              value={row.startTime}
              disabled={disabled}
              onChange={(startTime) => changeRow(row.key, { startTime })}
            />
            <TimeField
              label={t('gigs.editor.end')}
              value={row.endTime}
              disabled={disabled}
              onChange={(endTime) => changeRow(row.key, { endTime })}
            />
            <Select
              label={t('gigs.editor.role')}
              placeholder={t('gigs.form.gigRole')}
              clearable
              data={roleOptions}
              value={row.roleType}
              disabled={disabled}
              onChange={(value) => changeRow(row.key, { roleType: value })}
            />
            <TextInput
              label={t('gigs.editor.requirements')}
              value={row.requirements}
              disabled={disabled}
              onChange={(event) => changeRow(row.key, { requirements: event.currentTarget.value })}
            />
            {endsNextDay(row) && (
              <Badge color="orange" variant="light" mb={6}>
                {t('gigs.shifts.endsNextDay')}
              </Badge>
            )}
            {pattern.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={t('gigs.editor.removeTimeRow', { number: index + 1 })}
                disabled={disabled}
                onClick={() => onPatternChange(pattern.filter((candidate) => candidate.key !== row.key))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={disabled}
            onClick={() => onPatternChange([...pattern, patternRow()])}
          >
            {t('gigs.editor.addTimeRow')}
          </Button>
          <Button onClick={onAdd} disabled={disabled || dates.length === 0 || pattern.length === 0}>
            {t('gigs.editor.addShifts', { count: dates.length * pattern.length })}
          </Button>
        </Group>
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
