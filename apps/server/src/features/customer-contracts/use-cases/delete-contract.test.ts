import type { Actor } from '@portal/domain/access';
import { customerContractInputSchema } from '@portal/domain/customer-contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTenancy } from '../../../testing/factories';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { ContractUser } from '../contract-users';
import { findContract } from '../customer-contracts.repository';
import { createCustomerContractsService } from '../customer-contracts.service';

const input = customerContractInputSchema.parse({
  name: 'Palvelukoti Koivula',
  customerNumber: null,
  noOverHours: false,
  monthlySalary: false,
  collectiveAgreement: 'sote',
  vatTreatment: 'standard',
  vatExemptionBasis: null,
  validFrom: '2026-01-01',
  validTo: null,
  versions: [{ validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'base', cents: 3800 }], wages: [] }],
});

// The refusal itself, proven with fake users; the real users (areas, gigs, shifts, invoices) are tested in
// contract-users.test.ts.
describe('deleting a customer contract', () => {
  let database: TestDatabase;
  let accountId: string;
  let actor: Actor;
  const clock = { now: () => new Date('2026-11-22T10:00:00Z') };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.reset();
    const world = await buildTenancy(database.connection.db);
    accountId = world.accountA1.id;
    actor = {
      userId: world.users.admin.id,
      role: 'admin',
      accountIds: [accountId],
      organizationId: world.organization.id,
      areaIds: null,
    };
  });

  it('is refused with CONTRACT_IN_USE while a user counts a use, and the contract stays', async () => {
    const shifts: ContractUser = {
      name: 'shifts',
      countUses: async (_, contract) => (contract.accountId === accountId ? 3 : 0),
    };
    const service = createCustomerContractsService({ db: database.connection.db, clock, users: [shifts] });
    const contract = await service.createContract({ actor, accountId, input });
    await expect(service.deleteContract({ actor, accountId, contractId: contract.id })).rejects.toMatchObject(
      {
        code: 'CONTRACT_IN_USE',
        details: { uses: { shifts: 3 } },
      },
    );
    expect(await findContract(database.connection.db, accountId, contract.id)).not.toBeNull();
  });

  it('goes when every user counts none', async () => {
    const unused: ContractUser = { name: 'invoices', countUses: async () => 0 };
    const service = createCustomerContractsService({ db: database.connection.db, clock, users: [unused] });
    const contract = await service.createContract({ actor, accountId, input });
    await service.deleteContract({ actor, accountId, contractId: contract.id });
    expect(await findContract(database.connection.db, accountId, contract.id)).toBeNull();
  });
});
