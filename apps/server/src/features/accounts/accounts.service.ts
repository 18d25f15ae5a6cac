import type { Actor } from '@portal/domain/access';
import type { AccountSettings } from '@portal/domain/accounts';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { findAccountSettings, updateAccountSettings } from './accounts.repository';

export type AccountsServiceDependencies = { db: Database; clock: Clock };

/** Use cases of an account's settings. The route has already checked scope and ability. */
export function createAccountsService({ db, clock }: AccountsServiceDependencies) {
  return {
    async getAccountSettings(accountId: string): Promise<AccountSettings> {
      const settings = await findAccountSettings(db, accountId);
      if (!settings) {
        throw new DomainError('NOT_FOUND');
      }
      return settings;
    },

    async updateAccountSettings(
      actor: Actor,
      accountId: string,
      input: AccountSettings,
    ): Promise<AccountSettings> {
      return db.transaction(async (tx) => {
        const before = await findAccountSettings(tx, accountId);
        const settings = await updateAccountSettings(tx, accountId, input, clock.now());
        if (!settings || !before) {
          throw new DomainError('NOT_FOUND');
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'AccountSettings',
          subjectId: accountId,
          changes: { before, after: settings },
        });
        await publishChange(tx, { accountId, subject: 'AccountSettings', id: accountId, action: 'updated' });
        return settings;
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
