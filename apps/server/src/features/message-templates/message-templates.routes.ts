import {
  getMessageTemplateContract,
  listMessageTemplatesContract,
  previewMessageTemplateContract,
  resetMessageTemplateContract,
  saveMessageTemplateContract,
} from '@portal/domain/message-templates';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { MessageTemplatesService } from './message-templates.service';

export function registerMessageTemplatesRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  templates: MessageTemplatesService,
): void {
  registerContract(app, dependencies, listMessageTemplatesContract, ({ params }) =>
    templates.list(params.accountId),
  );
  registerContract(app, dependencies, getMessageTemplateContract, ({ params }) => templates.get(params));
  registerContract(app, dependencies, saveMessageTemplateContract, ({ actor, params, body }) =>
    templates.save(actor, params, body),
  );
  registerContract(app, dependencies, resetMessageTemplateContract, ({ actor, params }) =>
    templates.reset(actor, params),
  );
  registerContract(app, dependencies, previewMessageTemplateContract, ({ params, body }) =>
    templates.preview(params, body),
  );
}
