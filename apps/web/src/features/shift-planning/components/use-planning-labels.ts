import type { PlanningWeek } from '@portal/domain/shift-planning/shift-planning';
import { useTranslation } from 'react-i18next';

/** DD.MM.YYYY of a YYYY-MM-DD day (the day itself, no time zone shift). */
function formatDay(dayKey: string): string {
  const [year, month, day] = dayKey.split('-');
  return `${day}.${month}.${year}`;
}

export function usePlanningLabels() {
  const { t } = useTranslation();
  return {
    formatDay,
    /** "Week 48" and its dates, for headings and column titles. */
    week: (week: PlanningWeek) => t('shift-planning.week.name', { number: week.number }),
    weekDays: (week: PlanningWeek) => `${formatDay(week.startDay)}–${formatDay(week.endDay)}`,
  };
}
