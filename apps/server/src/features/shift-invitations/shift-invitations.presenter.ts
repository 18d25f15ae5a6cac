import type { PublicShiftInvitation, ShiftInvitation } from '@portal/domain/shift-invitations';
import { invitationStateOf } from '@portal/domain/shift-invitations';
import type { InvitableShift, InvitationListRow, InvitationRow } from './shift-invitations.repository';

/** One invitation on the shift, as staff see it. */
export function presentInvitation(
  row: InvitationListRow,
  shift: Pick<InvitableShift, 'status' | 'assignedTo'>,
  now: Date,
): ShiftInvitation {
  return {
    id: row.id,
    workerId: row.workerId,
    workerName: row.workerName,
    channel: row.channel,
    state: invitationStateOf(row, shift, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    invitedByName: row.invitedByName,
  };
}

/** What the worker sees through the link: their first name and the shift, nothing else. */
export function presentPublicInvitation(
  row: InvitationRow,
  shift: InvitableShift,
  firstName: string,
  now: Date,
): PublicShiftInvitation {
  return {
    state: invitationStateOf(row, shift, now),
    firstName,
    expiresAt: row.expiresAt.toISOString(),
    shift: {
      startsAt: shift.startsAt.toISOString(),
      endsAt: shift.endsAt.toISOString(),
      roleType: shift.roleType,
      requirements: shift.requirements,
    },
    gigTitle: shift.gigTitle,
    area: {
      name: shift.areaName,
      streetAddress: shift.streetAddress,
      postcode: shift.postcode,
      city: shift.city,
    },
  };
}
