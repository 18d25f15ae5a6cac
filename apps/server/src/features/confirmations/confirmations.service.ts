import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import { type AccountSettings, defaultAccountSettings } from '@portal/domain/accounts';
import type { ListConfirmationsQuery } from '@portal/domain/confirmations';
import {
  type ConfirmationDetail,
  type ConfirmationOptions,
  type ConfirmationPage,
  confirmationWorkerOptionsLimit,
  dayRangeOf,
} from '@portal/domain/confirmations';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import { findAccountSettings } from '../accounts/accounts.api';
import { presentConfirmation, presentConfirmationDetail } from './confirmations.presenter';
import {
  type ConfirmationScope,
  findConfirmation,
  findConfirmationAreas,
  findConfirmationWorkers,
  listConfirmations,
} from './confirmations.repository';

export type ConfirmationsServiceDependencies = { db: Database };

function scopeOf(actor: Actor, accountId: string): ConfirmationScope {
  return { accountId, areaIds: actor.areaIds };
}

/**
 * Confirmed and verified shifts of an account (the customer sees those of its own areas). Verifying is
 * the action center's (POST .../shifts/:shiftId/verification); this feature reads.
 */
export function createConfirmationsService({ db }: ConfirmationsServiceDependencies) {
  async function settingsOf(accountId: string): Promise<AccountSettings> {
    return (await findAccountSettings(db, accountId)) ?? defaultAccountSettings;
  }

  function shiftUpdater(actor: Actor, accountId: string) {
    const ability = defineAbilitiesFor(actor);
    return (areaId: string) => ability.can('update', asSubject('Shift', { accountId, areaId }));
  }

  return {
    async listConfirmations(
      actor: Actor,
      accountId: string,
      query: ListConfirmationsQuery,
    ): Promise<ConfirmationPage> {
      const [settings, { rows, total }] = await Promise.all([
        settingsOf(accountId),
        listConfirmations(db, {
          ...scopeOf(actor, accountId),
          workerId: query.workerId,
          areaId: query.areaId,
          ...dayRangeOf(query),
          state: query.state,
          sort: query.sort,
          limit: query.perPage,
          offset: (query.page - 1) * query.perPage,
        }),
      ]);
      const canUpdate = shiftUpdater(actor, accountId);
      return { items: rows.map((row) => presentConfirmation(row, settings, canUpdate(row.areaId))), total };
    },

    async getConfirmationOptions(actor: Actor, accountId: string): Promise<ConfirmationOptions> {
      const scope = scopeOf(actor, accountId);
      const [areas, workers] = await Promise.all([
        findConfirmationAreas(db, scope),
        findConfirmationWorkers(db, scope, confirmationWorkerOptionsLimit),
      ]);
      return { areas, workers };
    },

    /** A shift outside the caller's areas, or not confirmed or verified, is not found. */
    async getConfirmation(actor: Actor, accountId: string, shiftId: string): Promise<ConfirmationDetail> {
      const [settings, row] = await Promise.all([
        settingsOf(accountId),
        findConfirmation(db, scopeOf(actor, accountId), shiftId),
      ]);
      if (!row) {
        throw new DomainError('NOT_FOUND');
      }
      return presentConfirmationDetail(row, settings, shiftUpdater(actor, accountId)(row.areaId));
    },
  };
}

export type ConfirmationsService = ReturnType<typeof createConfirmationsService>;
