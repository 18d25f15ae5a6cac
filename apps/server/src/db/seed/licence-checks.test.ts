import { licenceProblem, roleNeedsLicence } from '@portal/domain/licence-checks';
import { helsinkiDayKey } from '@portal/domain/shared';
import { describe, expect, it } from 'vitest';
import { buildGermanUsers } from './german-account';
import { buildGermanGigs } from './german-gigs';
import { buildGigsAndShifts } from './gigs-and-shifts';
import { helsinkiDateOf } from './helsinki-time';
import { buildLicenceChecks } from './licence-checks';
import { buildWorkers } from './workers';

const now = new Date('2026-03-25T09:15:00Z');

describe('the demo licence checks', () => {
  const workerRows = buildWorkers(now);
  const users = [...workerRows.users, ...buildGermanUsers('hash', now).users];
  const checks = buildLicenceChecks(users, now);
  const checksOf = (workerId: string) =>
    checks
      .filter((check) => check.workerId === workerId)
      .map((check) => ({
        kind: check.kind,
        result: check.result,
        scope: check.scope,
        validFrom: check.validFrom ?? null,
        validUntil: check.validUntil ?? null,
        checkedAt: check.checkedAt ?? now,
        superseded: false,
      }));

  it('give every bookable demo worker whose profession needs one a confirmed licence of that profession', () => {
    const bookable = users.filter(
      (user) =>
        user.role === 'worker' &&
        user.confirmed &&
        user.status === 'accepted' &&
        roleNeedsLicence(user.profession),
    );
    expect(bookable.length).toBeGreaterThan(20);
    for (const worker of bookable) {
      expect(checksOf(worker.id ?? ''), worker.profession ?? '').toContainEqual(
        expect.objectContaining({
          kind: 'professional_licence',
          result: 'confirmed',
          scope: [worker.profession],
        }),
      );
    }
  });

  it('let the gate allow every booking the demo makes, so the demo’s bookings are ones staff could make', () => {
    const shifts = [
      ...buildGigsAndShifts(now, workerRows.workers).shifts,
      ...buildGermanGigs(now, helsinkiDateOf(now)).shifts,
    ].filter((shift) => shift.assignedTo);
    expect(shifts.length).toBeGreaterThan(0);
    for (const shift of shifts) {
      const on = helsinkiDayKey(shift.startsAt);
      expect(
        licenceProblem({ role: shift.roleType, checks: checksOf(shift.assignedTo ?? ''), on }),
        shift.title,
      ).toBeNull();
    }
  });

  it('show one work permit ending within 30 days on HR’s expiring list', () => {
    expect(checks.filter((check) => check.kind === 'work_permit')).toEqual([
      expect.objectContaining({ validUntil: '2026-04-14', result: 'confirmed' }),
    ]);
  });
});
