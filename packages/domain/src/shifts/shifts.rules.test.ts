import { shiftStatuses } from './shift';
import { isBoostable, isCancellable, isEditable, isFree, shiftPermissionsFor } from './shifts.rules';

const workerId = '6f1c4c39-6f5e-4a8b-9a57-8a3f1a7c0b11';
const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-23T10:00:00Z');
const staff = { canManage: true, canUpdate: true };

describe('shift action rules', () => {
  it('a shift is free only when open and nobody holds it', () => {
    for (const status of shiftStatuses) {
      expect(isFree({ status, assignedTo: null }), status).toBe(status === 'open');
    }
    expect(isFree({ status: 'open', assignedTo: workerId })).toBe(false);
    // The spec's "reserved" needs an id longer than two characters: a stray short value does not hold it.
    expect(isFree({ status: 'open', assignedTo: 'x' })).toBe(true);
  });

  it('times and role can be edited in draft, open and booked only', () => {
    expect(shiftStatuses.filter((status) => isEditable({ status }))).toEqual(['draft', 'open', 'booked']);
  });

  it('a booking can be cancelled only while booked with a worker', () => {
    expect(isCancellable({ status: 'booked', assignedTo: workerId })).toBe(true);
    expect(isCancellable({ status: 'booked', assignedTo: null })).toBe(false);
    for (const status of shiftStatuses.filter((value) => value !== 'booked')) {
      expect(isCancellable({ status, assignedTo: workerId }), status).toBe(false);
    }
  });

  it('a boost is offered on draft and open shifts', () => {
    expect(shiftStatuses.filter((status) => isBoostable({ status }))).toEqual(['draft', 'open']);
  });

  it('staff may assign, accept reservations, boost and invite on a free future shift', () => {
    const permissions = shiftPermissionsFor(
      { status: 'open', assignedTo: null, reservations: [workerId], boosted: true, endsAt: later },
      staff,
      now,
    );
    expect(permissions).toEqual({
      canUpdate: true,
      canAssign: true,
      canAcceptReservation: true,
      canCancelBooking: false,
      canBoost: true,
      canRemoveBoost: true,
      canInvite: true,
    });
  });

  it('no reservation to accept without reservations, no invitation to a shift that has ended', () => {
    const permissions = shiftPermissionsFor(
      { status: 'open', assignedTo: null, reservations: [], boosted: false, endsAt: now },
      staff,
      now,
    );
    expect(permissions.canAcceptReservation).toBe(false);
    expect(permissions.canInvite).toBe(false);
    expect(permissions.canRemoveBoost).toBe(false);
  });

  it('a booked shift offers cancelling the booking, not assigning', () => {
    const permissions = shiftPermissionsFor(
      { status: 'booked', assignedTo: workerId, reservations: [workerId], boosted: false, endsAt: later },
      staff,
      now,
    );
    expect(permissions).toMatchObject({
      canAssign: false,
      canAcceptReservation: false,
      canCancelBooking: true,
      canBoost: false,
      canInvite: false,
    });
  });

  it('confirmed and verified shifts offer nothing', () => {
    for (const status of ['confirmed', 'verified'] as const) {
      const permissions = shiftPermissionsFor(
        { status, assignedTo: workerId, reservations: [], boosted: true, endsAt: now },
        staff,
        now,
      );
      expect(Object.values(permissions).some(Boolean), status).toBe(false);
    }
  });

  it('a customer may edit and confirm a booking its workers asked for, only when allowed to update the shift', () => {
    const shift = {
      status: 'open',
      assignedTo: null,
      reservations: [workerId],
      boosted: true,
      endsAt: later,
    } as const;
    const customer = shiftPermissionsFor(shift, { canManage: false, canUpdate: true }, now);
    expect(Object.entries(customer).filter(([, allowed]) => allowed)).toEqual([
      ['canUpdate', true],
      ['canAcceptReservation', true],
    ]);
    const reader = shiftPermissionsFor(shift, { canManage: false, canUpdate: false }, now);
    expect(Object.values(reader).some(Boolean)).toBe(false);
  });
});
