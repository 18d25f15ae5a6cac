import type { CustomerContractInput } from '@portal/domain/customer-contracts';
import type { Executor } from '../../db/client';
import { customerContracts, customerContractVersions } from '../../db/schema/billing.schema';

// Records the access-matrix test (http/access-matrix.routes.test.ts) names in its contract requests: in each
// account a contract to read and replace, and contracts to delete, one a call (a deleted one answers 404).

type ContractsAccessFixture = { contractId: string; deletableIds: string[]; deletions: number };

const fixtures = new Map<string, ContractsAccessFixture>();
const deletableContracts = 8;

/** A valid contract body: standard VAT, one version with an every-role base price. */
export const matrixContractInput = {
  name: 'Matriisin sopimus',
  customerNumber: null,
  noOverHours: false,
  monthlySalary: false,
  collectiveAgreement: 'sote',
  vatTreatment: 'standard',
  vatExemptionBasis: null,
  validFrom: '2026-01-01',
  validTo: null,
  versions: [{ validFrom: '2026-01-01', prices: [{ careRole: null, kind: 'base', cents: 3800 }], wages: [] }],
} satisfies CustomerContractInput;

async function buildContract(db: Executor, accountId: string): Promise<string> {
  const [row] = await db
    .insert(customerContracts)
    .values({
      accountId,
      name: matrixContractInput.name,
      collectiveAgreement: 'sote',
      vatTreatment: 'standard',
      validFrom: '2026-01-01',
    })
    .returning({ id: customerContracts.id });
  if (!row) {
    throw new Error('no contract row');
  }
  await db
    .insert(customerContractVersions)
    .values({ contractId: row.id, validFrom: '2026-01-01', prices: [], wages: [] });
  return row.id;
}

/** Creates the contracts the matrix requests use, once per account. */
export async function prepareContractsAccessFixtures(
  db: Executor,
  accountIds: readonly string[],
): Promise<void> {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const contractId = await buildContract(db, accountId);
    const deletableIds: string[] = [];
    for (let index = 0; index < deletableContracts; index += 1) {
      deletableIds.push(await buildContract(db, accountId));
    }
    fixtures.set(accountId, { contractId, deletableIds, deletions: 0 });
  }
}

function fixtureOf(accountId: string): ContractsAccessFixture {
  const fixture = fixtures.get(accountId);
  if (!fixture) {
    throw new Error(`contract access fixtures were not prepared for account ${accountId}`);
  }
  return fixture;
}

export const contractsAccessFixtures = {
  contractId: (accountId: string) => fixtureOf(accountId).contractId,
  /** A contract not deleted before (wrapping around after eight). */
  nextDeletableId: (accountId: string) => {
    const fixture = fixtureOf(accountId);
    const id = fixture.deletableIds[fixture.deletions % fixture.deletableIds.length] as string;
    fixture.deletions += 1;
    return id;
  },
};
