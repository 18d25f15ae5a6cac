import { splitShiftMinutesUnder } from '../pay-rules/shift-minutes';
import { helsinkiInstant } from '../shared/helsinki-time';
import { contractVersionOn, missingRateKinds, type RateEntry, rateOf } from './customer-contracts';
import { hoursHundredthsOf, priceShift } from './shift-pricing';

const prices: RateEntry[] = [
  { careRole: null, kind: 'base', cents: 3800 },
  { careRole: 'sairaanhoitaja', kind: 'base', cents: 4550 },
  { careRole: null, kind: 'evening', cents: 4200 },
  { careRole: null, kind: 'night', cents: 5100 },
  { careRole: null, kind: 'sunday', cents: 7600 },
  { careRole: null, kind: 'kilometre', cents: 55 },
];

const contract = {
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  versions: [
    { validFrom: '2026-01-01', prices, wages: [] },
    { validFrom: '2026-11-16', prices: [{ careRole: null, kind: 'base', cents: 3990 } as const], wages: [] },
  ],
};

describe('customer contract versions and rates', () => {
  it('prices a day by the version in force on it, and nothing outside the contract', () => {
    expect(contractVersionOn(contract, '2026-11-15')?.validFrom).toBe('2026-01-01');
    expect(contractVersionOn(contract, '2026-11-16')?.validFrom).toBe('2026-11-16');
    expect(contractVersionOn(contract, '2026-12-31')?.validFrom).toBe('2026-11-16');
    expect(contractVersionOn(contract, '2025-12-31')).toBeNull();
    expect(contractVersionOn(contract, '2027-01-01')).toBeNull();
    expect(contractVersionOn({ ...contract, validTo: null }, '2030-06-01')?.validFrom).toBe('2026-11-16');
  });

  it('takes a role’s own rate before the every-role rate, and says which kinds have none', () => {
    expect(rateOf(prices, 'sairaanhoitaja', 'base')).toBe(4550);
    expect(rateOf(prices, 'lähihoitaja', 'base')).toBe(3800);
    expect(rateOf(prices, null, 'base')).toBe(3800);
    expect(rateOf(prices, 'lähihoitaja', 'saturday')).toBeNull();
    expect(missingRateKinds(prices, 'lähihoitaja', ['base', 'saturday', 'night'])).toEqual(['saturday']);
  });
});

describe('pricing a shift', () => {
  it('prices a weekday evening shift of a nurse by hour kind, with kilometres', () => {
    const { byHourKind } = splitShiftMinutesUnder(
      'sote',
      helsinkiInstant('2026-11-25', '14:00'),
      helsinkiInstant('2026-11-25', '22:00'),
    );
    const pricing = priceShift(prices, { careRole: 'sairaanhoitaja', byHourKind, kilometres: 12.5 });
    expect(pricing.missing).toEqual([]);
    expect(pricing.lines).toEqual([
      { kind: 'base', quantityHundredths: 400, unitCents: 4550, netCents: 18_200 },
      { kind: 'evening', quantityHundredths: 400, unitCents: 4200, netCents: 16_800 },
      { kind: 'kilometre', quantityHundredths: 1250, unitCents: 55, netCents: 688 },
    ]);
  });

  it('lists the kinds it cannot price instead of pricing them at zero', () => {
    const { byHourKind } = splitShiftMinutesUnder(
      'sote',
      helsinkiInstant('2026-11-28', '07:00'),
      helsinkiInstant('2026-11-28', '15:00'),
    );
    const pricing = priceShift(prices, { careRole: 'lähihoitaja', byHourKind, kilometres: 0 });
    expect(pricing.missing).toEqual(['saturday']);
    expect(pricing.lines).toEqual([]);
  });

  it('rounds odd minutes to hundredths of an hour once', () => {
    expect(hoursHundredthsOf(20)).toBe(33);
    expect(hoursHundredthsOf(465)).toBe(775);
    expect(hoursHundredthsOf(50)).toBe(83);
  });
});
