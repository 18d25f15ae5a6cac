import type { Executor } from '../db/client';
import { customerContracts, customerContractVersions } from '../db/schema/billing.schema';

/** A live customer contract of an account with one version (a base price of 38 €), for tests that link one. */
export async function buildCustomerContract(
  db: Executor,
  overrides: Partial<typeof customerContracts.$inferInsert> & { accountId: string },
) {
  const [row] = await db
    .insert(customerContracts)
    .values({
      name: 'Palvelukoti Koivula – hoitajavuokraus',
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: '2026-01-01',
      ...overrides,
    })
    .returning();
  const contract = row as typeof customerContracts.$inferSelect;
  await db.insert(customerContractVersions).values({
    contractId: contract.id,
    validFrom: contract.validFrom,
    prices: [{ careRole: null, kind: 'base', cents: 3800 }],
    wages: [{ careRole: null, kind: 'base', cents: 1900 }],
  });
  return contract;
}
