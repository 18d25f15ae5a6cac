import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** The names of the calendar's header buttons in the UI language (the day buttons name their dates). */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    previousMonth: t('dates.previousMonth'),
    nextMonth: t('dates.nextMonth'),
    monthLevelControl: t('dates.chooseMonth'),
    previousYear: t('dates.previousYear'),
    nextYear: t('dates.nextYear'),
    yearLevelControl: t('dates.chooseYear'),
    previousDecade: t('dates.previousDecade'),
    nextDecade: t('dates.nextDecade'),
  };
}
