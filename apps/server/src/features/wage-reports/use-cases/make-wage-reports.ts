import type { Actor } from '@portal/domain/access';
import type { MadeWageReports, MakeWageReportsInput } from '@portal/domain/incomes-register';
import { helsinkiDayKey } from '@portal/domain/shared';
import { loadIrPayer } from '../ir-payer';
import { findPairsToReport } from '../paid-pay.repository';
import { presentWageReportSummary } from '../wage-reports.presenter';
import { findWageReportsByIds } from '../wage-reports.repository';
import { buildWageReport, identityCodesOf, lockAccountReports } from './build-wage-report';
import type { WageReportsDependencies } from './wage-report-use-case';

/**
 * Makes the reports not yet made of a payment date (every worker's, or one worker's): one per worker, all
 * or none. Nothing left to report answers an empty list, so a second click makes no second report.
 */
export async function makeWageReports(
  dependencies: WageReportsDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: MakeWageReportsInput },
): Promise<MadeWageReports> {
  return dependencies.db.transaction(async (tx) => {
    await lockAccountReports(tx, accountId);
    const pairs = await findPairsToReport(tx, accountId, input);
    if (pairs.length === 0) {
      return { items: [] };
    }
    const payer = await loadIrPayer(tx, accountId);
    const codes = await identityCodesOf(
      tx,
      dependencies,
      pairs.map((pair) => pair.workerId),
    );
    const ids: string[] = [];
    for (const pair of pairs) {
      const row = await buildWageReport(tx, dependencies, {
        actor,
        accountId,
        workerId: pair.workerId,
        paymentDate: pair.paymentDate,
        payer,
        identityCode: codes.get(pair.workerId) as string,
      });
      ids.push(row.id);
    }
    const today = helsinkiDayKey(dependencies.clock.now());
    const rows = await findWageReportsByIds(tx, ids);
    return { items: rows.map((row) => presentWageReportSummary(row, today, true)) };
  });
}
