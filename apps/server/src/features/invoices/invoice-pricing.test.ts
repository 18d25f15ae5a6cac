import { describe, expect, it } from 'vitest';
import { breakMinutesOf, careRoleOf, deductBreak, priceBillableShift } from './invoice-pricing';

const rule = { unpaidTime: 30, minHoursWithBreak: 6 };
const none = { base: 0, evening: 0, night: 0, saturday: 0, sunday: 0 };

describe('invoice pricing', () => {
  it('takes the break as confirmations do: the entered one, else the account’s, only beyond the minimum', () => {
    expect(breakMinutesOf(480, 45, rule)).toBe(45);
    expect(breakMinutesOf(480, null, rule)).toBe(30);
    expect(breakMinutesOf(360, 30, rule)).toBe(0);
    // Never below the minimum hours: 6 h 10 min worked keeps 6 h.
    expect(breakMinutesOf(370, 30, rule)).toBe(10);
  });

  it('spreads the break over the kinds of hour in proportion, to the minute', () => {
    expect(deductBreak({ ...none, base: 240, evening: 240 }, 30)).toEqual({
      ...none,
      base: 225,
      evening: 225,
    });
    const uneven = deductBreak({ ...none, base: 100, evening: 200, night: 300 }, 31);
    expect(uneven.base + uneven.evening + uneven.night).toBe(600 - 31);
    expect(uneven).toEqual({ ...none, base: 95, evening: 190, night: 284 });
    expect(deductBreak({ ...none, base: 480 }, 0)).toEqual({ ...none, base: 480 });
  });

  it('reads the care role case-insensitively and leaves an unknown one unpriced by role', () => {
    expect(careRoleOf('Lähihoitaja')).toBe('lähihoitaja');
    expect(careRoleOf('astronautti')).toBeNull();
    expect(careRoleOf(null)).toBeNull();
  });

  it('prices a night over the autumn DST change as its real hours, by the version of its first day', () => {
    const priced = priceBillableShift(
      {
        id: '00000000-0000-4000-8000-000000000001',
        title: 'Yövuoro',
        // Saturday 24.10 22:00 (+03:00) to Sunday 07:00 (+02:00): ten real hours, not nine.
        startsAt: new Date('2026-10-24T22:00:00+03:00'),
        endsAt: new Date('2026-10-25T07:00:00+02:00'),
        actualStartsAt: null,
        actualEndsAt: null,
        breakMinutes: 0,
        roleType: 'sairaanhoitaja',
        kilometres: null,
        workerId: null,
        workerName: null,
        areaId: '00000000-0000-4000-8000-000000000002',
        areaName: null,
        createdAt: new Date('2026-10-01T12:00:00+03:00'),
      },
      {
        validFrom: '2026-01-01',
        validTo: null,
        collectiveAgreement: 'sote',
        vatTreatment: 'standard',
        versions: [
          { validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'sunday', cents: 6000 }], wages: [] },
          { validFrom: '2026-10-25', prices: [{ careRole: null, kind: 'sunday', cents: 9999 }], wages: [] },
        ],
      },
      rule,
    );
    expect(priced.missing).toEqual([]);
    expect(priced.lines).toEqual([
      expect.objectContaining({
        kind: 'sunday',
        quantityHundredths: 1000,
        unitCents: 6000,
        netCents: 60_000,
        deliveryDay: '2026-10-24',
        careRole: 'sairaanhoitaja',
      }),
    ]);
  });
});
