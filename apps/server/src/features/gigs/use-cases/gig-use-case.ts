import type { Actor } from '@portal/domain/access';
import { defineAbilitiesFor } from '@portal/domain/access';
import type { GigDetail } from '@portal/domain/gigs';
import { gigInputProblem, publishGigShifts } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { publishChange } from '../../../lib/publish-change';
import { applyGigRule, type ShiftChangeBy } from '../../shifts/shifts.api';
import { refreshGigFigures } from '../gig-figures.repository';
import { presentGigDetail } from '../gigs.presenter';
import {
  findGig,
  findGigShifts,
  findUserName,
  type GigRow,
  type GigScope,
  type GigShiftRow,
  updateGig,
} from '../gigs.repository';

// What the gig use cases (one per file in this folder) share: their dependencies, the caller's scope,
// loading and locking a gig, and publishing its drafts.

export type GigsServiceDependencies = { db: Database; clock: Clock };

/** The gigs of the account the actor may read: a customer limited to some areas sees only those. */
export function readScopeOf(actor: Actor, accountId: string): GigScope {
  if (!defineAbilitiesFor(actor).can('read', 'Gig')) {
    throw new DomainError('FORBIDDEN');
  }
  return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null };
}

/** Staff acting on any area of the account (the route has checked the account and the Gig ability). */
export function wholeAccount(accountId: string): GigScope {
  return { accountId, areaIds: null };
}

/** Who makes a change and when, as the shifts' history records it. */
export async function changedBy(executor: Executor, actor: Actor, at: Date): Promise<ShiftChangeBy> {
  return {
    actorId: actor.userId,
    processer: { id: actor.userId, name: await findUserName(executor, actor.userId) },
    at,
  };
}

export async function getGigRow(
  executor: Executor,
  scope: GigScope,
  gigId: string,
  options: { forUpdate?: boolean } = {},
): Promise<GigRow> {
  const gig = await findGig(executor, scope, gigId, options);
  if (!gig) {
    throw new DomainError('NOT_FOUND', { id: gigId });
  }
  return gig;
}

export async function loadGigDetail(
  executor: Executor,
  scope: GigScope,
  gigId: string,
  now: Date,
): Promise<GigDetail> {
  const gig = await getGigRow(executor, scope, gigId);
  return presentGigDetail(gig, await findGigShifts(executor, gigId), now);
}

/** A gig to change: locked with its live shifts; declined and deleted gigs are not editable. */
export async function lockEditableGig(tx: Executor, accountId: string, gigId: string) {
  const gig = await getGigRow(tx, wholeAccount(accountId), gigId, { forUpdate: true });
  if (gig.status === 'declined') {
    throw new DomainError('GIG_NOT_EDITABLE');
  }
  const shiftRows = await findGigShifts(tx, gigId, { forUpdate: true });
  return { gig, shiftRows };
}

/** The gig's change notice; its shifts' notices are the shifts feature's. */
export async function announceGig(
  tx: Executor,
  accountId: string,
  gigId: string,
  action: 'created' | 'updated' | 'deleted',
): Promise<void> {
  await publishChange(tx, { accountId, subject: 'Gig', id: gigId, action });
}

export function boostOf(input: { boostType: 'quick' | 'bonus' | null; boostValue: number | null }) {
  return {
    boosted: input.boostType !== null,
    boostType: input.boostType,
    boostValue: input.boostType === null ? null : input.boostValue,
  };
}

export function assertValidGigInput(input: Parameters<typeof gigInputProblem>[0]): void {
  const problem = gigInputProblem(input);
  if (problem) {
    const { code, ...details } = problem;
    throw new DomainError(code, details);
  }
}

/** Spec section 4, "Publishing a gig": its draft shifts open and the gig is published. Answers the opened ids. */
export async function publishGigIn(
  tx: Executor,
  gig: GigRow,
  shiftRows: GigShiftRow[],
  by: ShiftChangeBy,
): Promise<string[]> {
  const opened = publishGigShifts(shiftRows, by.at, by.processer);
  for (const shift of opened) {
    await applyGigRule(
      tx,
      shift,
      { values: { status: shift.status, isDraft: false }, updates: shift.updates },
      by,
    );
  }
  await updateGig(tx, gig.id, {
    status: 'published',
    isPublished: true,
    publishedAt: gig.publishedAt ?? by.at,
    updatedAt: by.at,
  });
  await refreshGigFigures(tx, gig.id);
  return opened.map((shift) => shift.id);
}
