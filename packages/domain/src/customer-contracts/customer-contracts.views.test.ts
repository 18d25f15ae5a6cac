import { describe, expect, it } from 'vitest';
import type { ContractVersion } from './customer-contracts';
import { basePriceOn, listContractsQuerySchema } from './customer-contracts.views';

const contract: { validFrom: string; validTo: string | null; versions: ContractVersion[] } = {
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  versions: [
    {
      validFrom: '2026-01-01',
      prices: [
        { careRole: 'sairaanhoitaja', kind: 'base', cents: 4550 },
        { careRole: null, kind: 'base', cents: 3800 },
        { careRole: null, kind: 'kilometre', cents: 55 },
      ],
      wages: [],
    },
    { validFrom: '2026-11-16', prices: [{ careRole: null, kind: 'evening', cents: 4200 }], wages: [] },
  ],
};

describe('the base price a contract list shows', () => {
  it('is the lowest base-hour price of the version in force that day', () => {
    expect(basePriceOn(contract, '2026-11-15')).toBe(3800);
  });

  it('is null when the version in force has no base-hour price, or outside the validity', () => {
    expect(basePriceOn(contract, '2026-11-16')).toBeNull();
    expect(basePriceOn(contract, '2025-12-31')).toBeNull();
    expect(basePriceOn(contract, '2027-01-01')).toBeNull();
  });
});

describe('the contracts list query', () => {
  it('pages by 10 unless told otherwise and trims the search', () => {
    expect(listContractsQuerySchema.parse({ search: ' Koivu ' })).toEqual({
      search: 'Koivu',
      page: 1,
      perPage: 10,
    });
  });
});
