import { isDayKey } from '@portal/domain/shared';
import { useEffect, useState } from 'react';
import { DateField, type DateFieldProps } from './date-field';

export type DateFilterFieldProps = Omit<DateFieldProps, 'value' | 'onChange'> & {
  /** The day the list is filtered by (from the address), if any. */
  day: string | undefined;
  /** A whole day typed or picked, or '' when the field is emptied; text still being typed is not passed on. */
  onChange: (day: string) => void;
};

/**
 * A list filter's day: the date field, changing the filter (and the address) only once a whole date is typed
 * or picked, or the field is emptied; a cleared filter empties the field.
 */
export function DateFilterField({ day, onChange, ...props }: DateFilterFieldProps) {
  const [text, setText] = useState(day ?? '');
  useEffect(() => setText(day ?? ''), [day]);
  return (
    <DateField
      clearable
      {...props}
      value={text}
      onChange={(value) => {
        setText(value);
        if (value === '' || isDayKey(value)) {
          onChange(value);
        }
      }}
    />
  );
}
