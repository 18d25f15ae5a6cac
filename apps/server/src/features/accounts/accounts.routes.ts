import {
  getAccountSettingsContract,
  getBuyerBillingDetailsContract,
  getSellerBillingDetailsContract,
  updateAccountSettingsContract,
  updateBuyerBillingDetailsContract,
  updateSellerBillingDetailsContract,
} from '@portal/domain/accounts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { AccountsService } from './accounts.service';
import type { BillingDetailsService } from './billing-details.service';

export function registerAccountsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  accounts: AccountsService,
  billing: BillingDetailsService,
): void {
  registerContract(app, dependencies, getAccountSettingsContract, ({ params }) =>
    accounts.getAccountSettings(params.accountId),
  );
  registerContract(app, dependencies, updateAccountSettingsContract, ({ actor, params, body }) =>
    accounts.updateAccountSettings(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getBuyerBillingDetailsContract, ({ params }) =>
    billing.getBuyerDetails(params.accountId),
  );
  registerContract(app, dependencies, updateBuyerBillingDetailsContract, ({ actor, params, body }) =>
    billing.updateBuyerDetails(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getSellerBillingDetailsContract, ({ params }) =>
    billing.getSellerDetails(params.accountId),
  );
  registerContract(app, dependencies, updateSellerBillingDetailsContract, ({ actor, params, body }) =>
    billing.updateSellerDetails(actor, params.accountId, body),
  );
}
