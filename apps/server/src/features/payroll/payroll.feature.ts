import type { ServerFeature } from '../../http/server-feature';
import { registerPayrollRoutes } from './payroll.routes';
import { createPayrollService } from './payroll.service';
import { registerPayrollFilesRoutes } from './payroll-files.routes';

/** Payroll (issue 14 §2): pay periods from verified shifts, payrolls per worker, quick pay, payslips. */
export const payrollFeature: ServerFeature = {
  name: 'payroll',
  register: (app, dependencies, { db, clock, personalData }) => {
    const service = createPayrollService({ db, clock, personalData });
    registerPayrollRoutes(app, dependencies, service);
    registerPayrollFilesRoutes(app, dependencies, service);
  },
};
