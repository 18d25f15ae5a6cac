import { z } from 'zod';
import { daysBetween } from '../shared/helsinki-time';
import { statisticsMaxDays } from './application-statistics';

const dayKey = z.iso.date();

/** The period (Helsinki days, both included); none given means the last `statisticsDefaultWeeks` weeks. */
export const applicationStatisticsQuerySchema = z
  .object({
    from: dayKey.optional(),
    to: dayKey.optional(),
    /** `csv` answers the same figures as a file for a spreadsheet. */
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) {
      return;
    }
    const days = daysBetween(query.from, query.to);
    if (days < 0) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'END_BEFORE_START' });
    } else if (days >= statisticsMaxDays) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'STATISTICS_PERIOD_TOO_LONG' });
    }
  });
export type ApplicationStatisticsQuery = z.input<typeof applicationStatisticsQuerySchema>;
