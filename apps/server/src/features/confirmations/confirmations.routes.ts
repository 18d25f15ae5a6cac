import {
  getConfirmationContract,
  getConfirmationOptionsContract,
  listConfirmationsContract,
} from '@portal/domain/confirmations';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ConfirmationsService } from './confirmations.service';

/** Confirmations: the list of confirmed and verified shifts, its filter options and one shift with history. */
export function registerConfirmationsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  confirmations: ConfirmationsService,
): void {
  registerContract(app, dependencies, listConfirmationsContract, ({ actor, params, query }) =>
    confirmations.listConfirmations(actor, params.accountId, query),
  );
  registerContract(app, dependencies, getConfirmationOptionsContract, ({ actor, params }) =>
    confirmations.getConfirmationOptions(actor, params.accountId),
  );
  registerContract(app, dependencies, getConfirmationContract, ({ actor, params }) =>
    confirmations.getConfirmation(actor, params.accountId, params.shiftId),
  );
}
