import {
  approveGigContract,
  createGigContract,
  createGigTemplateContract,
  declineGigContract,
  deleteGigContract,
  deleteGigShiftContract,
  deleteGigTemplateContract,
  getGigContract,
  listGigsContract,
  listGigTemplatesContract,
  publishGigContract,
  restoreGigContract,
  splitGigShiftContract,
  updateGigContract,
} from '@portal/domain/gigs';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { GigsService } from './gigs.service';

/** Gigs management: list, one gig, order and edit, publish, approve or decline, delete and restore, split, templates. */
export function registerGigsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  gigs: GigsService,
): void {
  registerContract(app, dependencies, listGigsContract, ({ actor, params, query }) =>
    gigs.listGigs({ actor, accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, getGigContract, ({ actor, params }) =>
    gigs.getGig({ actor, accountId: params.accountId, gigId: params.gigId }),
  );
  registerContract(app, dependencies, createGigContract, ({ actor, params, body }) =>
    gigs.createGig({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, updateGigContract, ({ actor, params, body }) =>
    gigs.updateGig({ actor, accountId: params.accountId, gigId: params.gigId, input: body }),
  );
  registerContract(app, dependencies, publishGigContract, ({ actor, params }) =>
    gigs.publishGig({ actor, accountId: params.accountId, gigId: params.gigId }),
  );
  registerContract(app, dependencies, approveGigContract, ({ actor, params, body }) =>
    gigs.approveGig({ actor, accountId: params.accountId, gigId: params.gigId, input: body }),
  );
  registerContract(app, dependencies, declineGigContract, ({ actor, params }) =>
    gigs.declineGig({ actor, accountId: params.accountId, gigId: params.gigId }),
  );
  registerContract(app, dependencies, deleteGigContract, ({ actor, params }) =>
    gigs.deleteGig({ actor, accountId: params.accountId, gigId: params.gigId }),
  );
  registerContract(app, dependencies, restoreGigContract, ({ actor, params }) =>
    gigs.restoreGig({ actor, accountId: params.accountId, gigId: params.gigId }),
  );
  registerContract(app, dependencies, splitGigShiftContract, ({ actor, params }) =>
    gigs.splitGigShift({ actor, ...params }),
  );
  registerContract(app, dependencies, deleteGigShiftContract, ({ actor, params }) =>
    gigs.deleteGigShift({ actor, ...params }),
  );
  registerContract(app, dependencies, listGigTemplatesContract, ({ params }) =>
    gigs.listGigTemplates({ accountId: params.accountId }),
  );
  registerContract(app, dependencies, createGigTemplateContract, ({ actor, params, body }) =>
    gigs.createGigTemplate({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, deleteGigTemplateContract, ({ actor, params }) =>
    gigs.deleteGigTemplate({ actor, ...params }),
  );
}
