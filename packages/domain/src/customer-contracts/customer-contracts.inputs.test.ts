import { contractIssues, customerContractInputSchema } from './customer-contracts.inputs';

const valid = {
  name: 'Palvelukoti Koivula 2026',
  customerNumber: ' 10042 ',
  noOverHours: false,
  monthlySalary: false,
  collectiveAgreement: 'sote',
  vatTreatment: 'standard',
  vatExemptionBasis: null,
  validFrom: '2026-01-01',
  validTo: null,
  versions: [
    { validFrom: '2026-06-01', prices: [{ careRole: null, kind: 'base', cents: 3990 }], wages: [] },
    {
      validFrom: '2026-01-01',
      prices: [{ careRole: 'lähihoitaja', kind: 'base', cents: 3800 }],
      wages: [{ careRole: 'lähihoitaja', kind: 'base', cents: 1900 }],
    },
  ],
} as const;

function issuesOf(input: unknown): { path: string; message: string }[] {
  const result = customerContractInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('customer contract input', () => {
  it('accepts a contract, trims the customer number and sorts its versions by day', () => {
    const parsed = customerContractInputSchema.parse(valid);
    expect(parsed.customerNumber).toBe('10042');
    expect(parsed.versions.map((version) => version.validFrom)).toEqual(['2026-01-01', '2026-06-01']);
  });

  it('refuses an empty name, a negative or fractional price and an unknown role', () => {
    expect(issuesOf({ ...valid, name: '  ' }).map((issue) => issue.path)).toEqual(['name']);
    const badPrices = [
      { careRole: null, kind: 'base', cents: -1 },
      { careRole: null, kind: 'evening', cents: 12.5 },
      { careRole: 'astronautti', kind: 'night', cents: 100 },
    ];
    const issues = issuesOf({ ...valid, versions: [{ ...valid.versions[1], prices: badPrices }] });
    expect(issues.map((issue) => issue.path)).toEqual([
      'versions.0.prices.0.cents',
      'versions.0.prices.1.cents',
      'versions.0.prices.2.careRole',
    ]);
  });

  it('refuses two rates for the same role and kind in one version', () => {
    const twice = [
      { careRole: null, kind: 'base', cents: 3800 },
      { careRole: null, kind: 'base', cents: 3900 },
    ];
    expect(issuesOf({ ...valid, versions: [{ ...valid.versions[1], prices: twice }] })).toEqual([
      { path: 'versions.0.prices.1.kind', message: contractIssues.duplicateRate },
    ]);
  });

  it('checks the contract period against its versions', () => {
    expect(issuesOf({ ...valid, validTo: '2025-12-31' })).toContainEqual({
      path: 'validTo',
      message: contractIssues.endBeforeStart,
    });
    expect(issuesOf({ ...valid, validTo: '2026-05-31' })).toContainEqual({
      path: 'versions.0.validFrom',
      message: contractIssues.versionOutsideContract,
    });
    expect(issuesOf({ ...valid, validFrom: '2025-12-01' })).toContainEqual({
      path: 'versions.0.validFrom',
      message: contractIssues.firstVersionNotOnStart,
    });
    expect(issuesOf({ ...valid, versions: [valid.versions[1], valid.versions[1]] })).toContainEqual({
      path: 'versions.1.validFrom',
      message: contractIssues.duplicateVersionDay,
    });
  });

  it('asks an exempt contract for its legal basis and drops the basis of a standard one', () => {
    expect(issuesOf({ ...valid, vatTreatment: 'exempt' })).toEqual([
      { path: 'vatExemptionBasis', message: contractIssues.exemptionBasisRequired },
    ]);
    const basis = 'AVL 34 §: terveydenhuollon ammattihenkilöiden vuokraus';
    expect(
      customerContractInputSchema.parse({ ...valid, vatTreatment: 'exempt', vatExemptionBasis: basis })
        .vatExemptionBasis,
    ).toBe(basis);
    expect(
      customerContractInputSchema.parse({ ...valid, vatExemptionBasis: basis }).vatExemptionBasis,
    ).toBeNull();
  });
});
