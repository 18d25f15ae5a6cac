import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/**
 * The names of the calendar's arrow buttons in the UI language. The month and year buttons are named by the
 * text they show ("joulukuu 2026"), the day buttons by their dates.
 */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    previousYear: t('dates.previousYear'),
    nextYear: t('dates.nextYear'),
    previousDecade: t('dates.previousDecade'),
    nextDecade: t('dates.nextDecade'),
  };
}
