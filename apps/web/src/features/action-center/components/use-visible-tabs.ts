import { useAbility } from '@casl/react';
import type { AppAbility } from '@portal/domain/access';
import type { ActionCenterTab } from '@portal/domain/action-center';
import {
  completeShiftContract,
  sendForInspectionContract,
  verifyQuickPayContract,
} from '@portal/domain/action-center';
import type { Contract } from '@portal/domain/shared';
import { acceptReservationContract } from '@portal/domain/shifts';
import { canAccess } from '@/lib/can';

/**
 * Each tab shows for the users who may take its action, read from the action's own contract: booking
 * confirmation and quick pay and inspection for the staffing company (manage Shift), completion for
 * every user of the account (a customer completes its own areas' shifts; the server checks the area).
 */
const tabActions: Record<ActionCenterTab, Contract> = {
  bookings: acceptReservationContract,
  completions: completeShiftContract,
  'quick-pay': verifyQuickPayContract,
  inspection: sendForInspectionContract,
};

export const tabOrder: readonly ActionCenterTab[] = ['bookings', 'completions', 'quick-pay', 'inspection'];

export function useVisibleTabs(accountId: string): ActionCenterTab[] {
  const ability = useAbility<AppAbility>();
  return tabOrder.filter((tab) => {
    const access = tabActions[tab].access;
    return access.kind !== 'ability' || canAccess(ability, access, accountId);
  });
}
