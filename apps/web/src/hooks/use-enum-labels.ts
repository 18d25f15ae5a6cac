import type { BoostType, ShiftDisplayState, WorkDayType } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';

// The enumerations shown on several screens are named once, in the core catalogue, one subtree each
// (`shiftStates`, `workDayTypes`, `boostTypes`; care roles: use-care-role-label.ts). A screen never keeps
// its own copy, so one value reads the same everywhere.

/** A shift's display state (spec section 4): the calendar, the gig's shift table, the drawer. */
export function useShiftStateLabel(): (state: ShiftDisplayState) => string {
  const { t } = useTranslation();
  return (state) => t(`shiftStates.${state}`);
}

/** What a completed shift was (work day, sick day ...): completion, confirmations, the shift drawer. */
export function useWorkDayTypeLabel(): (type: WorkDayType) => string {
  const { t } = useTranslation();
  return (type) => t(`workDayTypes.${type}`);
}

/** A boost's type (quick pay or bonus): gigs, shifts. */
export function useBoostTypeLabel(): (type: BoostType) => string {
  const { t } = useTranslation();
  return (type) => t(`boostTypes.${type}`);
}
