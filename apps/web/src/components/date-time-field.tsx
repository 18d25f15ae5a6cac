import { Group, Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from './date-field';
import { TimeField } from './time-field';

/** The day and the time of a `YYYY-MM-DDTHH:mm` value (the day may be text still being typed). */
function partsOf(value: string): { date: string; time: string } {
  const at = value.lastIndexOf('T');
  return at < 0 ? { date: value, time: '' } : { date: value.slice(0, at), time: value.slice(at + 1) };
}

export type DateTimeFieldProps = {
  label: string;
  /** `YYYY-MM-DDTHH:mm` (a Helsinki wall-clock time), with either part empty while being typed. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A day and a time under one label: the app's date field (DD.MM.YYYY) and time field (24 h) side by side,
 * named "<label>, päivä" and "<label>, tunnit / minuutit" (decision 0026).
 */
export function DateTimeField({ label, value, onChange, error, required, disabled }: DateTimeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { date, time } = partsOf(value);
  return (
    <Input.Wrapper id={id} label={label} labelElement="div" error={error} required={required}>
      <Group
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        gap={6}
        wrap="nowrap"
        align="flex-start"
      >
        <DateField
          aria-label={t('dates.dayOf', { field: label })}
          value={date}
          onChange={(next) => onChange(`${next}T${time}`)}
          error={Boolean(error) || undefined}
          required={required}
          disabled={disabled}
          style={{ flex: 3 }}
        />
        <TimeField
          aria-label={label}
          value={time}
          onChange={(next) => onChange(`${date}T${next}`)}
          error={Boolean(error) || undefined}
          disabled={disabled}
          style={{ flex: 2 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
