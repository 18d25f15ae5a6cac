import {
  addAreaGroupMemberContract,
  getAreaGroupContract,
  listAreaGroupsContract,
  removeAreaGroupMemberContract,
} from '@portal/domain/area-groups';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { AreaGroupsService } from './area-groups.service';

/** Area groups span accounts: not under one account; the service checks each account id it is given. */
export function registerAreaGroupsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  areaGroups: AreaGroupsService,
): void {
  registerContract(app, dependencies, listAreaGroupsContract, ({ actor }) =>
    areaGroups.findAreaGroups(actor),
  );
  registerContract(app, dependencies, getAreaGroupContract, ({ actor, params }) =>
    areaGroups.getAreaGroup(actor, params.groupId),
  );
  registerContract(app, dependencies, addAreaGroupMemberContract, ({ actor, params, body }) =>
    areaGroups.addAreaGroupMember(actor, params.groupId, body),
  );
  registerContract(app, dependencies, removeAreaGroupMemberContract, ({ actor, params, query }) =>
    areaGroups.removeAreaGroupMember(actor, params.groupId, query),
  );
}
