import { getAccountSettingsContract, updateAccountSettingsContract } from '@portal/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { AccountsService } from './accounts.service';

export function registerAccountsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  accounts: AccountsService,
): void {
  registerContract(app, dependencies, getAccountSettingsContract, ({ params }) =>
    accounts.getAccountSettings(params.accountId),
  );
  registerContract(app, dependencies, updateAccountSettingsContract, ({ actor, params, body }) =>
    accounts.updateAccountSettings(actor, params.accountId, body),
  );
}
