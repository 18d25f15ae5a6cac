import {
  addSmsOptOutContract,
  createSmsBroadcastContract,
  deleteSmsBroadcastContract,
  getSmsBroadcastContract,
  listSmsBroadcastsContract,
  listSmsOptOutsContract,
  listSmsRecipientsContract,
  removeSmsOptOutContract,
  sendSmsBroadcastContract,
  smsRecipientCountContract,
  updateSmsBroadcastContract,
} from '@portal/domain/sms-broadcasts';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { SmsBroadcastsService } from './sms-broadcasts.service';

export function registerSmsBroadcastsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  sms: SmsBroadcastsService,
): void {
  registerContract(app, dependencies, listSmsBroadcastsContract, ({ params, query }) =>
    sms.list(params.accountId, query),
  );
  registerContract(app, dependencies, createSmsBroadcastContract, ({ actor, params, body }) =>
    sms.create(actor, params.accountId, body),
  );
  registerContract(app, dependencies, getSmsBroadcastContract, ({ params }) => sms.get(params));
  registerContract(app, dependencies, updateSmsBroadcastContract, ({ actor, params, body }) =>
    sms.update(actor, params, body),
  );
  registerContract(app, dependencies, deleteSmsBroadcastContract, ({ actor, params }) =>
    sms.remove(actor, params),
  );
  registerContract(app, dependencies, smsRecipientCountContract, ({ params }) => sms.recipientCount(params));
  registerContract(app, dependencies, sendSmsBroadcastContract, ({ actor, params }) =>
    sms.send(actor, params),
  );
  registerContract(app, dependencies, listSmsRecipientsContract, ({ params, query }) =>
    sms.recipients(params, query),
  );
  registerContract(app, dependencies, listSmsOptOutsContract, ({ params, query }) =>
    sms.optOuts(params.accountId, query),
  );
  registerContract(app, dependencies, addSmsOptOutContract, ({ actor, params, body }) =>
    sms.addOptOut(actor, params.accountId, body.mobile),
  );
  registerContract(app, dependencies, removeSmsOptOutContract, ({ actor, params }) =>
    sms.removeOptOut(actor, params.accountId, params.mobile),
  );
}
