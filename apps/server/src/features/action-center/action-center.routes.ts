import {
  completeShiftContract,
  getActionCenterBadgeContract,
  getActionCenterCountsContract,
  listBookingConfirmationsContract,
  listCompletionsContract,
  listInspectionContract,
  listQuickPayContract,
  sendForInspectionContract,
  verifyQuickPayContract,
  verifyShiftContract,
} from '@portal/domain/action-center';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ActionCenterService } from './action-center.service';

/** The action center's tabs and badge, completing and verifying shifts, sending them for inspection. */
export function registerActionCenterRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  actionCenter: ActionCenterService,
): void {
  registerContract(app, dependencies, listBookingConfirmationsContract, ({ actor, params, query }) =>
    actionCenter.listBookings(actor, params.accountId, query),
  );
  registerContract(app, dependencies, listCompletionsContract, ({ actor, params, query }) =>
    actionCenter.listCompletions(actor, params.accountId, query),
  );
  registerContract(app, dependencies, listQuickPayContract, ({ actor, params, query }) =>
    actionCenter.listQuickPay(actor, params.accountId, query),
  );
  registerContract(app, dependencies, listInspectionContract, ({ actor, params, query }) =>
    actionCenter.listInspection(actor, params.accountId, query),
  );
  registerContract(app, dependencies, getActionCenterBadgeContract, ({ actor, params }) =>
    actionCenter.badge(actor, params.accountId),
  );
  registerContract(app, dependencies, getActionCenterCountsContract, ({ actor, params }) =>
    actionCenter.tabCounts(actor, params.accountId),
  );
  registerContract(app, dependencies, sendForInspectionContract, ({ actor, params, body }) =>
    actionCenter.sendForInspection(actor, params.accountId, body),
  );
  registerContract(app, dependencies, completeShiftContract, ({ actor, params, body }) =>
    actionCenter.completeShift(actor, params.accountId, params.shiftId, body),
  );
  registerContract(app, dependencies, verifyShiftContract, ({ actor, params }) =>
    actionCenter.verifyShift(actor, params.accountId, params.shiftId),
  );
  registerContract(app, dependencies, verifyQuickPayContract, ({ actor, params }) =>
    actionCenter.verifyQuickPay(actor, params.accountId, params.shiftId),
  );
}
