import { customerContractInputSchema } from '@portal/domain/customer-contracts';
import { describe, expect, it } from 'vitest';
import { buildCustomerContracts } from './customer-contracts';
import { germanIds } from './german-account';
import { seedIds } from './ids';

describe('demo customer contracts', () => {
  const { contracts, versions } = buildCustomerContracts('2026-11-27', new Date('2025-06-01T00:00:00Z'));

  it('gives the southern Finnish account three contracts, the other accounts one each', () => {
    expect(contracts.map((contract) => contract.accountId)).toEqual([
      seedIds.accounts.south,
      seedIds.accounts.south,
      seedIds.accounts.south,
      seedIds.accounts.north,
      seedIds.accounts.west,
      germanIds.account,
    ]);
  });

  it('changes the first contract prices on the 16th of the current month', () => {
    const first = contracts[0];
    expect(versions.filter((version) => version.contractId === first?.id).map((v) => v.validFrom)).toEqual([
      '2025-01-01',
      '2026-11-16',
    ]);
  });

  it('passes the checks the contract form and the API apply', () => {
    for (const contract of contracts) {
      const input = {
        ...contract,
        versions: versions
          .filter((version) => version.contractId === contract.id)
          .map(({ validFrom, prices, wages }) => ({ validFrom, prices, wages })),
      };
      expect(customerContractInputSchema.safeParse(input).success, contract.name).toBe(true);
    }
  });
});
