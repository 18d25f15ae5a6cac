import { describe, expect, it } from 'vitest';
import { careRoleOf, priceBillableShift } from './invoice-pricing';

const rule = { unpaidTime: 30, minHoursWithBreak: 6 };

describe('invoice pricing', () => {
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
