import {
  addAdjustmentContract,
  createPayrollListContract,
  deletePayrollListContract,
  getPayrollContract,
  getPayrollListContract,
  listPayrollListsContract,
  listQuickShiftsContract,
  markPayrollPaidContract,
  payPayrollListContract,
  refreshPayrollListContract,
  removeAdjustmentContract,
  sendQuickShiftsContract,
  startPayingPayrollListContract,
} from '@portal/domain/payroll';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { PayrollService } from './payroll.service';

/** Payroll lists, payrolls and quick pay. */
export function registerPayrollRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  payroll: PayrollService,
): void {
  registerContract(app, dependencies, listPayrollListsContract, ({ params, query }) =>
    payroll.listPayrollLists({ accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, createPayrollListContract, ({ actor, params, body }) =>
    payroll.createPayrollList({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, getPayrollListContract, ({ actor, params }) =>
    payroll.getPayrollList({ actor, ...params }),
  );
  registerContract(app, dependencies, refreshPayrollListContract, ({ actor, params }) =>
    payroll.refreshPayrollList({ actor, ...params }),
  );
  registerContract(app, dependencies, deletePayrollListContract, ({ actor, params }) =>
    payroll.deletePayrollList({ actor, ...params }),
  );
  registerContract(app, dependencies, startPayingPayrollListContract, ({ actor, params }) =>
    payroll.startPayingPayrollList({ actor, ...params }),
  );
  registerContract(app, dependencies, payPayrollListContract, ({ actor, params, body }) =>
    payroll.payPayrollList({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, getPayrollContract, ({ actor, params }) =>
    payroll.getPayroll({ actor, ...params }),
  );
  registerContract(app, dependencies, addAdjustmentContract, ({ actor, params, body }) =>
    payroll.addAdjustment({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, removeAdjustmentContract, ({ actor, params }) =>
    payroll.removeAdjustment({ actor, ...params }),
  );
  registerContract(app, dependencies, markPayrollPaidContract, ({ actor, params, body }) =>
    payroll.markPayrollPaid({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, listQuickShiftsContract, ({ params, query }) =>
    payroll.listQuickShifts({ accountId: params.accountId, tab: query.tab }),
  );
  registerContract(app, dependencies, sendQuickShiftsContract, ({ actor, params, body }) =>
    payroll.sendQuickShifts({ actor, accountId: params.accountId, input: body }),
  );
}
