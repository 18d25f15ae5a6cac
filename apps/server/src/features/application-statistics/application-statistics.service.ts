import {
  type ApplicationStatistics,
  buildApplicationStatistics,
  statisticsPeriod,
} from '@portal/domain/application-statistics';
import { helsinkiDayEnd, helsinkiDayKey, helsinkiDayStart } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findStatisticsApplications } from './application-statistics.repository';

type Dependencies = { db: Database; clock: Clock };

/** Weekly application statistics of one account (issue 16 §4): read-only, nothing is stored. */
export function createApplicationStatisticsService({ db, clock }: Dependencies) {
  return {
    statistics: async (
      accountId: string,
      query: { from?: string | undefined; to?: string | undefined },
    ): Promise<ApplicationStatistics> => {
      const period = statisticsPeriod(helsinkiDayKey(clock.now()), {
        ...(query.from ? { from: query.from } : {}),
        ...(query.to ? { to: query.to } : {}),
      });
      const applications = await findStatisticsApplications(
        db,
        accountId,
        helsinkiDayStart(period.from),
        helsinkiDayEnd(period.to),
      );
      return buildApplicationStatistics(period, applications);
    },
  };
}
export type ApplicationStatisticsService = ReturnType<typeof createApplicationStatisticsService>;
