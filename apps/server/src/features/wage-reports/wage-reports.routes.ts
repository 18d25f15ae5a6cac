import {
  getWageReportContract,
  invalidateWageReportContract,
  listPayerSummaryReportsContract,
  listWageReportsContract,
  listWageReportsToMakeContract,
  makePayerSummaryReportContract,
  makeWageReportsContract,
  recordPayerSummaryReportEventContract,
  recordWageReportEventContract,
  replaceWageReportContract,
} from '@portal/domain/incomes-register';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { WageReportsService } from './wage-reports.service';

/** Wage reports: to report, the list, one report and the register's answers; the separate reports. */
export function registerWageReportsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  reports: WageReportsService,
): void {
  registerContract(app, dependencies, listWageReportsToMakeContract, ({ params }) =>
    reports.listWageReportsToMake({ accountId: params.accountId }),
  );
  registerContract(app, dependencies, listWageReportsContract, ({ params, query }) =>
    reports.listWageReports({ accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, getWageReportContract, ({ params }) => reports.getWageReport(params));
  registerContract(app, dependencies, makeWageReportsContract, ({ actor, params, body }) =>
    reports.makeWageReports({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, recordWageReportEventContract, ({ actor, params, body }) =>
    reports.recordWageReportEvent({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, replaceWageReportContract, ({ actor, params }) =>
    reports.replaceWageReport({ actor, ...params }),
  );
  registerContract(app, dependencies, invalidateWageReportContract, ({ actor, params }) =>
    reports.invalidateWageReport({ actor, ...params }),
  );
  registerContract(app, dependencies, listPayerSummaryReportsContract, ({ params, query }) =>
    reports.listPayerSummaryReports({ accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, makePayerSummaryReportContract, ({ actor, params, body }) =>
    reports.makePayerSummaryReport({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, recordPayerSummaryReportEventContract, ({ actor, params, body }) =>
    reports.recordPayerSummaryReportEvent({ actor, ...params, input: body }),
  );
}
