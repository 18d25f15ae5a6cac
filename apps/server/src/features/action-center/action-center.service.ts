import type { Actor } from '@portal/domain/access';
import type {
  ActionCenterPage,
  CompleteShiftData,
  ListActionCenterQuery,
  SendForInspectionInput,
} from '@portal/domain/action-center';
import {
  type ActionCenterServiceDependencies,
  listTabPage,
  type Tab,
} from './use-cases/action-center-use-case';
import { completeShift } from './use-cases/complete-shift';
import { getBadge } from './use-cases/get-badge';
import { getTabCounts } from './use-cases/get-tab-counts';
import { listCompletions } from './use-cases/list-completions';
import { sendForInspection } from './use-cases/send-for-inspection';
import { verifyQuickPay } from './use-cases/verify-quick-pay';
import { verifyShift } from './use-cases/verify-shift';

export type { ActionCenterServiceDependencies } from './use-cases/action-center-use-case';

/**
 * The action center (spec section 2): the four tabs, completing an ended shift with its real hours, the
 * customer's or staff's verification, quick-pay verification, sending for inspection, and the menu badge,
 * one use case per file in `use-cases/`, each taking one options object. Every transition is a conditional
 * UPDATE on the state the caller saw, so a double submit or two people at once change the shift once; the
 * other gets SHIFT_STATE_CHANGED.
 */
export function createActionCenterService(dependencies: ActionCenterServiceDependencies) {
  const listOf =
    (tab: Tab) =>
    (actor: Actor, accountId: string, query: ListActionCenterQuery): Promise<ActionCenterPage> =>
      listTabPage(dependencies, { actor, accountId, tab, query });
  return {
    listBookings: listOf('bookings'),
    listCompletions: (actor: Actor, accountId: string, query: ListActionCenterQuery) =>
      listCompletions(dependencies, { actor, accountId, query }),
    listQuickPay: listOf('quick-pay'),
    listInspection: listOf('inspection'),
    badge: (actor: Actor, accountId: string) => getBadge(dependencies, { actor, accountId }),
    tabCounts: (actor: Actor, accountId: string) => getTabCounts(dependencies, { actor, accountId }),
    completeShift: (actor: Actor, accountId: string, shiftId: string, input: CompleteShiftData) =>
      completeShift(dependencies, { actor, accountId, shiftId, input }),
    verifyShift: (actor: Actor, accountId: string, shiftId: string) =>
      verifyShift(dependencies, { actor, accountId, shiftId }),
    verifyQuickPay: (actor: Actor, accountId: string, shiftId: string) =>
      verifyQuickPay(dependencies, { actor, accountId, shiftId }),
    sendForInspection: (actor: Actor, accountId: string, input: SendForInspectionInput) =>
      sendForInspection(dependencies, { actor, accountId, input }),
  };
}

export type ActionCenterService = ReturnType<typeof createActionCenterService>;
