import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
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
 * typed (0900 or 9 then 00) or picked from the lists that open below it. Each part is named after the field
 * ("Alkaa, tunnit"), so a screen reader says which time it is.
 */
export function TimeField({ label, 'aria-label': ariaLabel, ...props }: TimeFieldProps) {
  const { t } = useTranslation();
  const name = ariaLabel ?? (typeof label === 'string' ? label : '');
  return (
    <TimePicker
      format="24h"
      withDropdown
      label={label}
      hoursInputLabel={t('dates.hoursOf', { field: name })}
      minutesInputLabel={t('dates.minutesOf', { field: name })}
      hoursPlaceholder={t('dates.hoursPlaceholder')}
      minutesPlaceholder={t('dates.minutesPlaceholder')}
      {...props}
    />
  );
}
