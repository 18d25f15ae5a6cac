import type { Actor } from '@portal/domain/access';
import type {
  CampaignPage,
  CampaignValues,
  CampaignView,
  DeletedCampaign,
  ListCampaignsQuery,
} from '@portal/domain/campaigns';
import { DomainError, pageOffset } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import {
  type CampaignRow,
  countAccountAreas,
  findCampaign,
  findCampaignAreas,
  findOverlapping,
  insertCampaign,
  listCampaignRows,
  lockAccountCampaigns,
  presentCampaign,
  replaceCampaign,
  softDeleteCampaign,
} from './campaigns.repository';

export type CampaignsDependencies = { db: Database; clock: Clock };

async function campaignOf(executor: Executor, accountId: string, campaignId: string): Promise<CampaignRow> {
  const row = await findCampaign(executor, accountId, campaignId);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: campaignId });
  }
  return row;
}

async function viewOf(executor: Executor, row: CampaignRow): Promise<CampaignView> {
  return presentCampaign(row, await findCampaignAreas(executor, [row.id]));
}

/**
 * The areas are live areas of the account (else CAMPAIGN_AREAS_REQUIRED, naming the field), and no other
 * live campaign of one of them overlaps the dates (409 CAMPAIGN_OVERLAP: 'There is a campaign in the given
 * time'). The account's campaigns are locked first so two writers cannot both pass.
 */
async function assertPlace(
  tx: Executor,
  accountId: string,
  values: CampaignValues,
  exceptId?: string,
): Promise<void> {
  await lockAccountCampaigns(tx, accountId);
  if ((await countAccountAreas(tx, accountId, values.areaIds)) !== values.areaIds.length) {
    throw new DomainError('CAMPAIGN_AREAS_REQUIRED', { field: 'areaIds' });
  }
  const overlapping = await findOverlapping(tx, accountId, values, exceptId);
  if (overlapping.length > 0) {
    throw new DomainError('CAMPAIGN_OVERLAP', { campaigns: overlapping.map((campaign) => campaign.name) });
  }
}

/**
 * Campaigns (issue 13 §2, decision 0038). The routes check the account (404 outside the caller's accounts)
 * and the Contract ability (403): admins and above manage, the customer reads its own account's.
 */
export function createCampaignsService({ db, clock }: CampaignsDependencies) {
  return {
    async listCampaigns(options: { accountId: string; query: ListCampaignsQuery }): Promise<CampaignPage> {
      const { rows, total } = await listCampaignRows(db, {
        accountId: options.accountId,
        limit: options.query.perPage,
        offset: pageOffset(options.query),
      });
      const areaRefs = await findCampaignAreas(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => presentCampaign(row, areaRefs)), total };
    },

    async getCampaign(options: { accountId: string; campaignId: string }): Promise<CampaignView> {
      return viewOf(db, await campaignOf(db, options.accountId, options.campaignId));
    },

    async createCampaign(options: { actor: Actor; accountId: string; input: CampaignValues }) {
      const { actor, accountId, input } = options;
      return db.transaction(async (tx) => {
        await assertPlace(tx, accountId, input);
        const row = await insertCampaign(tx, {
          ...input,
          accountId,
          createdBy: actor.userId,
          at: clock.now(),
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'create',
          subject: 'Campaign',
          subjectId: row.id,
          changes: { after: input },
        });
        return viewOf(tx, row);
      });
    },

    async updateCampaign(options: {
      actor: Actor;
      accountId: string;
      campaignId: string;
      input: CampaignValues;
    }) {
      const { actor, accountId, campaignId, input } = options;
      return db.transaction(async (tx) => {
        await lockAccountCampaigns(tx, accountId);
        const before = await viewOf(tx, await campaignOf(tx, accountId, campaignId));
        await assertPlace(tx, accountId, input, campaignId);
        const row = await replaceCampaign(tx, campaignId, input, clock.now());
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'Campaign',
          subjectId: campaignId,
          changes: { before, after: input },
        });
        return viewOf(tx, row);
      });
    },

    async deleteCampaign(options: {
      actor: Actor;
      accountId: string;
      campaignId: string;
    }): Promise<DeletedCampaign> {
      const { actor, accountId, campaignId } = options;
      return db.transaction(async (tx) => {
        await lockAccountCampaigns(tx, accountId);
        const row = await campaignOf(tx, accountId, campaignId);
        const at = clock.now();
        await softDeleteCampaign(tx, campaignId, at);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'Campaign',
          subjectId: campaignId,
          changes: { before: { name: row.name, startDate: row.startDate, endDate: row.endDate } },
        });
        return { id: campaignId, deletedAt: at.toISOString() };
      });
    },
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
