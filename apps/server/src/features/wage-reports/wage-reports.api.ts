/** The wage reports feature's public surface: the dashboard reads the count of overdue reports here. */
export { countOverdueWageReports } from './use-cases/read-wage-reports';
