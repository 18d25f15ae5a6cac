import type { Actor } from '@portal/domain/access';
import {
  type BuyerBillingDetails,
  normalizeBuyerBillingDetails,
  normalizeSellerBillingDetails,
  type SellerBillingDetails,
} from '@portal/domain/accounts';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import {
  findBuyerBillingDetails,
  findSellerBillingDetails,
  updateBuyerBillingDetails,
  updateSellerBillingDetails,
} from './billing-details.repository';

/**
 * Use cases of the billing details: the account as the buyer, its organization as the seller. The route has
 * checked scope and ability; identifiers are checked and normalised by the domain before they are stored.
 */
export function createBillingDetailsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async getBuyerDetails(accountId: string): Promise<BuyerBillingDetails> {
      const details = await findBuyerBillingDetails(db, accountId);
      if (!details) {
        throw new DomainError('NOT_FOUND');
      }
      return details;
    },

    async updateBuyerDetails(
      actor: Actor,
      accountId: string,
      input: BuyerBillingDetails,
    ): Promise<BuyerBillingDetails> {
      const normalized = normalizeBuyerBillingDetails(input);
      return db.transaction(async (tx) => {
        const before = await findBuyerBillingDetails(tx, accountId);
        const after = await updateBuyerBillingDetails(tx, accountId, normalized, clock.now());
        if (!before || !after) {
          throw new DomainError('NOT_FOUND');
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'BillingDetails',
          subjectId: accountId,
          changes: { before, after },
        });
        await publishChange(tx, { accountId, subject: 'AccountSettings', id: accountId, action: 'updated' });
        return after;
      });
    },

    async getSellerDetails(accountId: string): Promise<SellerBillingDetails> {
      const found = await findSellerBillingDetails(db, accountId);
      if (!found) {
        throw new DomainError('NOT_FOUND');
      }
      const { organizationId: _organizationId, ...details } = found;
      return details;
    },

    async updateSellerDetails(
      actor: Actor,
      accountId: string,
      input: SellerBillingDetails,
    ): Promise<SellerBillingDetails> {
      const normalized = normalizeSellerBillingDetails(input);
      return db.transaction(async (tx) => {
        const found = await findSellerBillingDetails(tx, accountId);
        if (!found) {
          throw new DomainError('NOT_FOUND');
        }
        const { organizationId, ...before } = found;
        const after = await updateSellerBillingDetails(tx, organizationId, normalized);
        if (!after) {
          throw new DomainError('NOT_FOUND');
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'SellerDetails',
          subjectId: organizationId,
          changes: { before, after },
        });
        await publishChange(tx, {
          accountId,
          subject: 'SellerDetails',
          id: organizationId,
          action: 'updated',
        });
        return after;
      });
    },
  };
}

export type BillingDetailsService = ReturnType<typeof createBillingDetailsService>;
