import type { ServerFeature } from '../../http/server-feature';
import { createLocalFileStorage } from '../../lib/file-storage';
import { registerLicenceChecksRoutes } from './licence-checks.routes';
import { createLicenceChecksService } from './licence-checks.service';
import { registerLicenceEvidenceRoutes } from './licence-evidence.routes';

/** Licence-register checks: HR records what Terhikki (or the German permit) showed; the check gates booking. */
export const licenceChecksFeature: ServerFeature = {
  name: 'licence-checks',
  register: (app, dependencies, { db, clock, config }) => {
    const files = createLocalFileStorage(config.files.dir);
    const service = createLicenceChecksService({ db, clock, files });
    registerLicenceChecksRoutes(app, dependencies, service);
    registerLicenceEvidenceRoutes(app, dependencies, service);
  },
};
