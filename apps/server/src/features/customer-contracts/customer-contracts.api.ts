// The customer-contracts feature's public file: the only one another server feature imports from it.

import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customerContracts } from '../../db/schema/billing.schema';

/**
 * Whether the actor may choose the customer contract of an area or a gig: who may edit the account's
 * contracts (admins and above). Agents and customers cannot; their gigs take the area's contract.
 */
export function mayPickContract(actor: Actor, accountId: string): boolean {
  return defineAbilitiesFor(actor).can('update', asSubject('Contract', { accountId }));
}

/**
 * A chosen contract must be a live (not deleted) customer contract of the same account, else
 * CONTRACT_NOT_IN_ACCOUNT. The row is share-locked for the caller's transaction, so a delete of the
 * contract at the same moment waits and then counts the new use (CONTRACT_IN_USE).
 */
export async function assertContractOfAccount(
  executor: Executor,
  accountId: string,
  contractId: string | null | undefined,
): Promise<void> {
  if (!contractId) {
    return;
  }
  const rows = await executor
    .select({ id: customerContracts.id })
    .from(customerContracts)
    .where(
      and(
        eq(customerContracts.id, contractId),
        eq(customerContracts.accountId, accountId),
        isNull(customerContracts.deletedAt),
      ),
    )
    .for('share');
  if (rows.length === 0) {
    throw new DomainError('CONTRACT_NOT_IN_ACCOUNT', { field: 'contractId', contractId });
  }
}

/**
 * An area's or a gig's customer contract after a create or save: the chosen one (checked: a live contract
 * of the account, null for none), or `current` (the record's own; a new gig: its area's) when none was
 * sent or the actor may not pick contracts (agents, customers).
 */
export async function contractIdAfterSave(
  executor: Executor,
  actor: Actor,
  accountId: string,
  wanted: string | null | undefined,
  current: string | null,
): Promise<string | null> {
  if (wanted === undefined || !mayPickContract(actor, accountId)) {
    return current;
  }
  await assertContractOfAccount(executor, accountId, wanted);
  return wanted;
}
