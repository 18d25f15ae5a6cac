import {
  areaSuggestionsContract,
  createAreaContract,
  deleteAreaContract,
  getAreaContract,
  listAreaPoolOptionsContract,
  listAreasContract,
  restoreAreaContract,
  updateAreaContract,
} from '@portal/domain/areas';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { AreasService } from './areas.service';

/** Work areas of an account (HR: areas-management), and area suggestions for other screens. */
export function registerAreasRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  areas: AreasService,
): void {
  registerContract(app, dependencies, listAreasContract, ({ actor, params, query }) =>
    areas.findAreas(actor, params.accountId, query),
  );
  registerContract(app, dependencies, areaSuggestionsContract, ({ actor, params, query }) =>
    areas.findAreaSuggestions(actor, params.accountId, query),
  );
  registerContract(app, dependencies, listAreaPoolOptionsContract, ({ params }) =>
    areas.findPoolOptions(params.accountId),
  );
  registerContract(app, dependencies, getAreaContract, ({ actor, params }) =>
    areas.getArea(actor, params.accountId, params.areaId),
  );
  registerContract(app, dependencies, createAreaContract, ({ actor, params, body }) =>
    areas.createArea(actor, params.accountId, body),
  );
  registerContract(app, dependencies, updateAreaContract, ({ actor, params, body }) =>
    areas.updateArea(actor, params.accountId, params.areaId, body),
  );
  registerContract(app, dependencies, deleteAreaContract, ({ actor, params, query }) =>
    areas.deleteArea(actor, params.accountId, params.areaId, query.expectedUpdatedAt),
  );
  registerContract(app, dependencies, restoreAreaContract, ({ actor, params }) =>
    areas.restoreArea(actor, params.accountId, params.areaId),
  );
}
