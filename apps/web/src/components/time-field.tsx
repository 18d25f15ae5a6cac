import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TimeFieldProps = Omit<
  TimePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'format' | 'hoursInputLabel' | 'minutesInputLabel' | 'type'
> & {
  /** HH:mm on the 24-hour clock, or '' while the hours or minutes are missing. */
  value: string;
  onChange: (value: string) => void;
  /** The field's name where it shows no label (a table cell); the label names it otherwise. */
  'aria-label'?: string;
};

/**
 * The app's one time input (decision 0026): hours and minutes on the 24-hour clock in every UI language,
 * typed (0900 or 9 then 00) or picked from the lists that open below it on a click. Each part is named after the field
 * ("Alkaa, tunnit"), so a screen reader says which time it is.
 */
export function TimeField({
  label,
  'aria-label': ariaLabel,
  onClick,
  onBlur,
  popoverProps,
  ...props
}: TimeFieldProps) {
  const { t } = useTranslation();
  const name = ariaLabel ?? (typeof label === 'string' ? label : '');
  // The lists open on a click and close while the time is typed (they would cover the next field).
  const [isPickerOpen, setPickerOpen] = useState(false);
  const partProps = {
    onInput: () => setPickerOpen(false),
    // As the part's own click handler does: the click stays on the part, which selects its digits.
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      event.stopPropagation();
      event.currentTarget.select();
      setPickerOpen(true);
    },
  };
  return (
    <TimePicker
      format="24h"
      withDropdown
      label={label}
      hoursInputLabel={t('dates.hoursOf', { field: name })}
      minutesInputLabel={t('dates.minutesOf', { field: name })}
      hoursPlaceholder={t('dates.hoursPlaceholder')}
      minutesPlaceholder={t('dates.minutesPlaceholder')}
      hoursInputProps={partProps}
      minutesInputProps={partProps}
      popoverProps={{ ...popoverProps, opened: isPickerOpen }}
      onClick={(event) => {
        onClick?.(event);
        setPickerOpen(true);
      }}
      onBlur={(event) => {
        setPickerOpen(false);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
