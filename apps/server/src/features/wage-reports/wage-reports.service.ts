import {
  invalidateWageReport,
  recordWageReportEvent,
  replaceWageReport,
} from './use-cases/answer-wage-report';
import { makeWageReports } from './use-cases/make-wage-reports';
import {
  listPayerSummaryReportsPage,
  makePayerSummaryReport,
  recordPayerSummaryReportEvent,
} from './use-cases/payer-summary-reports';
import { getWageReport, listWageReportsPage, listWageReportsToMake } from './use-cases/read-wage-reports';
import type { WageReportsDependencies } from './use-cases/wage-report-use-case';

export type { WageReportsDependencies } from './use-cases/wage-report-use-case';

type UseCase<Options, Result> = (dependencies: WageReportsDependencies, options: Options) => Result;

function bind<Options, Result>(dependencies: WageReportsDependencies, useCase: UseCase<Options, Result>) {
  return (options: Options): Result => useCase(dependencies, options);
}

/**
 * Earnings payment reports and the employer's separate reports (issue 14 §2): one use case per file in
 * `use-cases/`. The routes check the account (404 outside the caller's) and the Wages ability (403):
 * admins, organization admins and super admins only.
 */
export function createWageReportsService(dependencies: WageReportsDependencies) {
  return {
    listWageReportsToMake: bind(dependencies, listWageReportsToMake),
    listWageReports: bind(dependencies, listWageReportsPage),
    getWageReport: bind(dependencies, getWageReport),
    makeWageReports: bind(dependencies, makeWageReports),
    recordWageReportEvent: bind(dependencies, recordWageReportEvent),
    replaceWageReport: bind(dependencies, replaceWageReport),
    invalidateWageReport: bind(dependencies, invalidateWageReport),
    listPayerSummaryReports: bind(dependencies, listPayerSummaryReportsPage),
    makePayerSummaryReport: bind(dependencies, makePayerSummaryReport),
    recordPayerSummaryReportEvent: bind(dependencies, recordPayerSummaryReportEvent),
  };
}

export type WageReportsService = ReturnType<typeof createWageReportsService>;
