import {
  addApplicationCommentContract,
  listApplicationCommentsContract,
  reopenApplicationCommentContract,
  resolveApplicationCommentContract,
} from '@portal/domain/application-comments';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { ApplicationCommentsService } from './application-comments.service';

export function registerApplicationCommentsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  comments: ApplicationCommentsService,
): void {
  registerContract(app, dependencies, listApplicationCommentsContract, ({ params }) => comments.list(params));
  registerContract(app, dependencies, addApplicationCommentContract, ({ actor, params, body }) =>
    comments.add(actor, params, body.text),
  );
  registerContract(app, dependencies, resolveApplicationCommentContract, ({ actor, params }) =>
    comments.resolve(actor, params),
  );
  registerContract(app, dependencies, reopenApplicationCommentContract, ({ actor, params }) =>
    comments.reopen(actor, params),
  );
}
