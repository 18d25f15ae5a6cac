import type { ShiftDetail, ShiftPermissions } from '@portal/domain/shifts';
import { accountIds } from './build-me';

/** A shift nobody may change; tests grant what they exercise. */
export const noShiftPermissions: ShiftPermissions = {
  canUpdate: false,
  canAssign: false,
  canAcceptReservation: false,
  canCancelBooking: false,
  canBoost: false,
  canRemoveBoost: false,
  canInvite: false,
};

/** The shifts feature's answer for one shift: an open morning shift of the first account, nothing recorded yet. */
export function buildShiftDetail(overrides: Partial<ShiftDetail> = {}): ShiftDetail {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    accountId: accountIds.first,
    gigId: null,
    gigTitle: null,
    title: 'Aamuvuoro',
    area: {
      id: '30000000-0000-4000-8000-000000000001',
      name: 'Hervannan palvelukoti',
      streetAddress: null,
      postcode: null,
      city: 'Tampere',
    },
    startsAt: '2026-11-23T05:00:00.000Z',
    endsAt: '2026-11-23T13:00:00.000Z',
    roleType: null,
    requirements: null,
    status: 'open',
    displayState: 'Open',
    isDraft: false,
    assignee: null,
    reservations: [],
    boosted: false,
    boostType: null,
    boostValue: null,
    cancelReason: null,
    cancelNote: null,
    actualStartsAt: null,
    actualEndsAt: null,
    breakMinutes: null,
    kilometres: null,
    workDayType: null,
    confirmedAt: null,
    confirmedBy: null,
    inspectionSentAt: null,
    verifiedAt: null,
    verifiedBy: null,
    history: [],
    permissions: noShiftPermissions,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
