import { DomainError } from '@portal/domain/shared';
import type { ShiftInvitationList } from '@portal/domain/shift-invitations';
import { presentInvitation } from '../shift-invitations.presenter';
import { findAccountShift, listInvitationsOfShift } from '../shift-invitations.repository';
import type { ShiftIds, ShiftInvitationsServiceDependencies } from './shift-invitation-use-case';

export type ListInvitationsOptions = { ids: ShiftIds };

/** The invitations of a shift of the account, newest first. */
export async function listInvitations(
  { db, clock }: ShiftInvitationsServiceDependencies,
  { ids }: ListInvitationsOptions,
): Promise<ShiftInvitationList> {
  const shift = await findAccountShift(db, ids.accountId, ids.shiftId);
  if (!shift) {
    throw new DomainError('NOT_FOUND');
  }
  const rows = await listInvitationsOfShift(db, shift.id);
  const now = clock.now();
  return { items: rows.map((row) => presentInvitation(row, shift, now)) };
}
