import type { BoostType, CancelReason, ShiftDisplayState, WorkDayType } from '@portal/domain/shifts/shift';
import { useTranslation } from 'react-i18next';

/** The translated names of the shift vocabulary. */
export function useShiftLabels() {
  const { t } = useTranslation();
  return {
    state: (state: ShiftDisplayState) => t(`shifts.displayStates.${state}`),
    boostType: (type: BoostType) => t(`shifts.boostTypes.${type}`),
    cancelReason: (reason: CancelReason) => t(`shifts.cancelReasons.${reason}`),
    workDayType: (type: WorkDayType) => t(`shifts.workDayTypes.${type}`),
  };
}
