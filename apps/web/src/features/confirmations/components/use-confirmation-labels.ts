import type { ConfirmationState } from '@portal/domain/confirmations';
import { formatDate, formatTime } from '@portal/domain/shared';
import type { WorkDayType } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { useWorkDayTypeLabel } from '@/hooks/use-enum-labels';

/** Texts of the confirmation values, and times in Helsinki as the spec shows them. */
export function useConfirmationLabels() {
  const { t, i18n } = useTranslation();
  const workDayTypeLabel = useWorkDayTypeLabel();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return {
    state: (state: ConfirmationState) => t(`confirmations.states.${state}`),
    workDayType: (type: WorkDayType | null) =>
      type ? workDayTypeLabel(type) : t('confirmations.values.none'),
    hours: (value: number) => t('confirmations.values.hours', { value: number.format(value) }),
    kilometres: (value: number | null) =>
      value === null
        ? t('confirmations.values.none')
        : t('confirmations.values.km', { value: number.format(value) }),
    breakMinutes: (value: number | null) =>
      value === null ? t('confirmations.values.none') : t('confirmations.values.minutes', { value }),
    /** DD.MM.YYYY HH:mm–HH:mm, the end day added when the shift ends on another day. */
    timeRange: (startsAt: string | null, endsAt: string | null) => {
      if (!startsAt || !endsAt) {
        return t('confirmations.values.none');
      }
      const endDay = formatDate(endsAt);
      const end = endDay === formatDate(startsAt) ? formatTime(endsAt) : `${endDay} ${formatTime(endsAt)}`;
      return `${formatDate(startsAt)} ${formatTime(startsAt)}–${end}`;
    },
  };
}
