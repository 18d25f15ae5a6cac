import { DateInput, type DateInputProps } from '@mantine/dates';
import { isDayKey, parseTypedDate } from '@portal/domain/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarLabels } from './date-calendar-labels';
import { LocalizedDates } from './dates-provider';

/**
 * A typed date as its day key: D.M.YYYY or DD.MM.YYYY as people write it, or YYYY-MM-DD pasted from
 * elsewhere; null when the text is not a real date (31.02.2027).
 */
export function dayKeyOfTyped(text: string): string | null {
  const trimmed = text.trim();
  return parseTypedDate(trimmed) ?? (isDayKey(trimmed) ? trimmed : null);
}

/** What a typed text hands the form: '' when empty, the day key of a real date, else the text as typed. */
function valueOfTyped(text: string): string {
  return text.trim() === '' ? '' : (dayKeyOfTyped(text) ?? text);
}

export type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'minDate' | 'maxDate'
> & {
  /** '' (empty), a day key YYYY-MM-DD, or text typed that is not a date yet (kept for the form to refuse). */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day that can be picked or typed, as day keys. */
  minDate?: string;
  maxDate?: string;
};

/**
 * The app's one date input (decision 0026): shown and typed DD.MM.YYYY in every UI language (the spec's
 * display format, whatever the browser's locale), picked from a calendar in the UI language, handed over as
 * a day key. Text that is not a date is never dropped or corrected silently: it stays in the field, goes to
 * the form as typed (so the form's check refuses it), and says what is expected when the field is left.
 * The calendar opens on a click or the down arrow.
 */
export function DateField({
  value,
  onChange,
  error,
  onFocus,
  onBlur,
  onInput,
  onClick,
  onKeyDown,
  popoverProps,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  const calendarLabels = useCalendarLabels();
  const [isFocused, setFocused] = useState(false);
  // The calendar opens on a click or the down arrow and closes while a date is typed, so it covers nothing
  // a typist needs (and is not redrawn on every key).
  const [isPickerOpen, setPickerOpen] = useState(false);
  const dayKey = isDayKey(value) ? value : null;
  const isTyped = value !== '' && dayKey === null;
  // A value set from outside (a form reset, a date added and the field emptied, a cleared filter) replaces
  // the text even while it is being typed: the input starts afresh with it, keeping the focus.
  const inputRef = useRef<HTMLInputElement>(null);
  const emitted = useRef(value);
  const generation = useRef(0);
  const refocus = useRef(false);
  if (value !== emitted.current) {
    emitted.current = value;
    generation.current += 1;
    refocus.current = isFocused;
  }
  const shownGeneration = generation.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the input has started afresh
  useEffect(() => {
    if (refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [shownGeneration]);
  const emit = (next: string) => {
    emitted.current = next;
    onChange(next);
  };

  return (
    <LocalizedDates>
      <DateInput
        key={shownGeneration}
        ref={inputRef}
        valueFormat="DD.MM.YYYY"
        dateParser={dayKeyOfTyped}
        placeholder={t('dates.datePlaceholder')}
        ariaLabels={calendarLabels}
        // A clearable field's clear button is otherwise an unnamed button (axe: button-name).
        clearButtonProps={{ 'aria-label': t('dates.clear') }}
        // The days of the next and previous month are drawn dimmed, below AA contrast: left out.
        hideOutsideDates
        inputMode="numeric"
        value={dayKey}
        popoverProps={{ ...popoverProps, opened: isPickerOpen }}
        onChange={(picked) => {
          setPickerOpen(false);
          emit(picked ?? '');
        }}
        onInput={(event) => {
          onInput?.(event);
          setPickerOpen(false);
          emit(valueOfTyped(event.currentTarget.value));
        }}
        onClick={(event) => {
          onClick?.(event);
          setPickerOpen(true);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'ArrowDown' || event.key === 'Escape') {
            setPickerOpen(event.key === 'ArrowDown');
          }
        }}
        // A real date is written out in full on leaving (1.2.2027 -> 01.02.2027); other text stays as typed.
        fixOnBlur={!isTyped}
        error={error ?? (isTyped && !isFocused ? t('dates.invalidDate') : undefined)}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          setPickerOpen(false);
          onBlur?.(event);
        }}
        {...props}
      />
    </LocalizedDates>
  );
}
