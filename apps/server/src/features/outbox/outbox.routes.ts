import {
  listAccountMailOutboxContract,
  listAccountSmsOutboxContract,
  listSystemMailOutboxContract,
} from '@portal/domain/outbox';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { OutboxService } from './outbox.service';

/** The outbox view's three lists: an account's mail and SMS, and (super-admin) mail outside accounts. */
export function registerOutboxRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  outbox: OutboxService,
): void {
  registerContract(app, dependencies, listAccountMailOutboxContract, ({ params, query }) =>
    outbox.listAccountMail(params.accountId, query),
  );
  registerContract(app, dependencies, listAccountSmsOutboxContract, ({ params, query }) =>
    outbox.listAccountSms(params.accountId, query),
  );
  registerContract(app, dependencies, listSystemMailOutboxContract, ({ actor, query }) =>
    outbox.listSystemMail(actor, query),
  );
}
