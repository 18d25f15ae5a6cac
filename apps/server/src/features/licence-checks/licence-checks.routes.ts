import {
  expiringLicencesContract,
  listLicenceChecksContract,
  recordLicenceCheckContract,
} from '@portal/domain/licence-checks';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { LicenceChecksService } from './licence-checks.service';

export function registerLicenceChecksRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  checks: LicenceChecksService,
): void {
  registerContract(app, dependencies, listLicenceChecksContract, ({ params }) => checks.list(params));
  registerContract(app, dependencies, recordLicenceCheckContract, ({ actor, params, body }) =>
    checks.record(actor, params, body),
  );
  registerContract(app, dependencies, expiringLicencesContract, ({ params }) =>
    checks.expiring(params.accountId),
  );
}
