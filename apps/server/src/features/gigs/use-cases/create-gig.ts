import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type { CreateGigInput, GigDetail } from '@portal/domain/gigs';
import { gigAreaFieldsOf } from '@portal/domain/gigs';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { contractIdAfterSave } from '../../customer-contracts/customer-contracts.api';
import { createGigShifts } from '../../shifts/shifts.api';
import { refreshGigFigures } from '../gig-figures.repository';
import { findAreaOfAccount, insertGig } from '../gigs.repository';
import {
  announceGig,
  assertValidGigInput,
  boostOf,
  changedBy,
  type GigsServiceDependencies,
  loadGigDetail,
  wholeAccount,
} from './gig-use-case';

export type CreateGigOptions = { actor: Actor; accountId: string; input: CreateGigInput };

/**
 * A new gig and its shifts. Staff save a draft or publish; a customer's gig, only for its own areas, is
 * always a suggestion with draft shifts, waiting for the staffing company's approval.
 */
export async function createGig(
  { db, clock }: GigsServiceDependencies,
  { actor, accountId, input }: CreateGigOptions,
): Promise<GigDetail> {
  assertValidGigInput(input);
  const areaId = input.areaId as string;
  if (!defineAbilitiesFor(actor).can('create', asSubject('Gig', { accountId, areaId }))) {
    throw new DomainError('FORBIDDEN');
  }
  const isSuggestion = actor.role === 'customer';
  const publish = !isSuggestion && input.mode === 'publish';
  const status = isSuggestion ? 'suggestion' : publish ? 'published' : 'draft';
  return db.transaction(async (tx) => {
    const area = await findAreaOfAccount(tx, accountId, areaId);
    if (!area) {
      throw new DomainError('GIG_AREA_REQUIRED', { field: 'areaId' });
    }
    // A customer's suggestion, like any gig that picks none, takes the area's contract.
    const contractId = await contractIdAfterSave(tx, actor, accountId, input.contractId, area.contractId);
    const by = await changedBy(tx, actor, clock.now());
    const boost = boostOf(input);
    const gigId = await insertGig(tx, {
      accountId,
      areaId,
      title: input.title,
      status,
      isPublished: publish,
      publishedAt: publish ? by.at : null,
      roleType: input.roleType,
      requirements: input.requirements,
      ...gigAreaFieldsOf(input, area),
      contractId,
      ...boost,
      createdBy: actor.userId,
      createdAt: by.at,
      updatedAt: by.at,
    });
    const shiftIds = await createGigShifts(
      tx,
      {
        id: gigId,
        accountId,
        areaId,
        title: input.title,
        isDraft: !publish,
        boost,
        contractId: contractId ?? area.contractId,
      },
      input.shifts.map((shift) => ({
        startsAt: new Date(shift.startsAt),
        endsAt: new Date(shift.endsAt),
        roleType: shift.roleType ?? input.roleType,
        requirements: shift.requirements ?? input.requirements,
      })),
      by,
    );
    await refreshGigFigures(tx, gigId);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: 'Gig',
      subjectId: gigId,
      changes: { after: { title: input.title, areaId, status, contractId, shiftIds } },
    });
    await announceGig(tx, accountId, gigId, 'created');
    return loadGigDetail(tx, wholeAccount(accountId), gigId, clock.now());
  });
}
