import {
  createCampaignContract,
  deleteCampaignContract,
  getCampaignContract,
  listCampaignsContract,
  updateCampaignContract,
} from '@portal/domain/campaigns';
import type { FastifyInstance } from 'fastify';
import { type RouteDependencies, registerContract } from '../../http/register-contract';
import type { CampaignsService } from './campaigns.service';

/** Campaigns: list, one campaign, create, replace, delete. */
export function registerCampaignsRoutes(
  app: FastifyInstance,
  dependencies: RouteDependencies,
  campaigns: CampaignsService,
): void {
  registerContract(app, dependencies, listCampaignsContract, ({ params, query }) =>
    campaigns.listCampaigns({ accountId: params.accountId, query }),
  );
  registerContract(app, dependencies, getCampaignContract, ({ params }) => campaigns.getCampaign(params));
  registerContract(app, dependencies, createCampaignContract, ({ actor, params, body }) =>
    campaigns.createCampaign({ actor, accountId: params.accountId, input: body }),
  );
  registerContract(app, dependencies, updateCampaignContract, ({ actor, params, body }) =>
    campaigns.updateCampaign({ actor, ...params, input: body }),
  );
  registerContract(app, dependencies, deleteCampaignContract, ({ actor, params }) =>
    campaigns.deleteCampaign({ actor, ...params }),
  );
}
