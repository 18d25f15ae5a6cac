import { sendWorkerEmailContract, sendWorkerSmsContract } from '@portal/domain/worker-messages';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { WorkerMessagesService } from './worker-messages.service';

export function registerWorkerMessagesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  messages: WorkerMessagesService,
): void {
  registerContract(app, dependencies, sendWorkerSmsContract, ({ actor, params, body }) =>
    messages.sendWorkerSms(actor, params, body),
  );
  registerContract(app, dependencies, sendWorkerEmailContract, ({ actor, params, body }) =>
    messages.sendWorkerEmail(actor, params, body),
  );
}
