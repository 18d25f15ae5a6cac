import type { CancelReason } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { useBoostTypeLabel, useShiftStateLabel, useWorkDayTypeLabel } from '@/hooks/use-enum-labels';

/** The translated names of the shift vocabulary; the shared enumerations come from the core catalogue. */
export function useShiftLabels() {
  const { t } = useTranslation();
  return {
    state: useShiftStateLabel(),
    boostType: useBoostTypeLabel(),
    cancelReason: (reason: CancelReason) => t(`shifts.cancelReasons.${reason}`),
    workDayType: useWorkDayTypeLabel(),
  };
}
