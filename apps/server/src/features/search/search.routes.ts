import { globalSearchContract } from '@portal/domain/search';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { SearchService } from './search.service';

const minute = 60_000;

export function registerSearchRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  search: SearchService,
): void {
  // The search runs four queries per keystroke (debounced in the browser): bounded per client address, as
  // the public routes are, so a script cannot use it to sweep an account's names.
  registerContract(
    app,
    dependencies,
    globalSearchContract,
    ({ actor, params, query }) => search.searchAccount(actor, params.accountId, query.q),
    { rateLimit: { max: 120, timeWindowMs: minute } },
  );
}
