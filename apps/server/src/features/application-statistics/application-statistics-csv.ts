import type { ApplicationStatistics } from '@portal/domain/application-statistics';

// The statistics as one file for a spreadsheet: UTF-8 with a BOM, `;` between fields, decimal commas (as
// the payroll export, decision 0043), English column names as the API's keys. Three blocks, a blank line
// between: the weeks (one column per role, region and source), the funnel, the days to first shift.

/** A field quoted when it holds the separator, a quote or a line break; a formula start is defused. */
function field(value: string | number | null): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return String(value).replace('.', ',');
  }
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (values: readonly (string | number | null)[]) => values.map(field).join(';');

export function applicationStatisticsCsv(statistics: ApplicationStatistics): string {
  const { roles, regions, sources } = statistics;
  const weeks = [
    line([
      'week',
      'week_start',
      'applications',
      ...roles.map((key) => `role:${key}`),
      ...regions.map((key) => `region:${key}`),
      ...sources.map((key) => `source:${key}`),
    ]),
    ...statistics.weeks.map((week) =>
      line([
        week.week,
        week.weekStart,
        week.total,
        ...roles.map((key) => week.byRole[key] ?? 0),
        ...regions.map((key) => week.byRegion[key] ?? 0),
        ...sources.map((key) => week.bySource[key] ?? 0),
      ]),
    ),
  ];
  const funnel = [
    line(['step', 'reached', 'conversion_percent']),
    ...statistics.funnel.map((stage) =>
      line([
        stage.step,
        stage.reached,
        stage.conversion === null ? null : Math.round(stage.conversion * 1000) / 10,
      ]),
    ),
  ];
  const firstShift = [
    line(['first_shift_count', 'first_shift_median_days']),
    line([statistics.firstShift.count, statistics.firstShift.medianDays]),
  ];
  return `\uFEFF${[...weeks, '', ...funnel, '', ...firstShift].join('\r\n')}\r\n`;
}
