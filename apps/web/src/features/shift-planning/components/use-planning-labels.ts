import { formatDayKey as formatDay } from '@portal/domain/shared';
import type { PlanningWeek } from '@portal/domain/shift-planning';
import { useTranslation } from 'react-i18next';

export function usePlanningLabels() {
  const { t } = useTranslation();
  return {
    formatDay,
    /** "Week 48" and its dates, for headings and column titles. */
    week: (week: PlanningWeek) => t('shift-planning.week.name', { number: week.number }),
    weekDays: (week: PlanningWeek) => `${formatDay(week.startDay)}–${formatDay(week.endDay)}`,
  };
}
