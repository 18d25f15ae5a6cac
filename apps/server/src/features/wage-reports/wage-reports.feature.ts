import type { ServerFeature } from '../../http/server-feature';
import { downloadOnlySubmitter } from './incomes-register-submitter';
import { registerWageReportFilesRoutes } from './wage-report-files.routes';
import { registerWageReportsRoutes } from './wage-reports.routes';
import { createWageReportsService } from './wage-reports.service';

/**
 * Wage reports (issue 14 §2): earnings payment reports per worker and payment date, the employer's separate
 * reports per month, their files and the register's answers. Submission: the download-only adapter
 * (decision 0044) until a certificate for the register's interface exists.
 */
export const wageReportsFeature: ServerFeature = {
  name: 'wage-reports',
  register: (app, dependencies, { db, clock, config, personalData }) => {
    const service = createWageReportsService({
      db,
      clock,
      personalData,
      settings: config.incomesRegister,
      submitter: downloadOnlySubmitter,
    });
    registerWageReportsRoutes(app, dependencies, service);
    registerWageReportFilesRoutes(app, dependencies);
  },
};
