import {
  createTemporaryContractInputSchema,
  endBeforeStartMessage,
  temporaryContractFields,
} from './temporary-contracts.inputs';

const valid = {
  accountId: '6f1c1f2e-8c1d-4c3e-9a51-2f5d6c7b8a90',
  contract: 'Hoitajavuokraus 2026',
  areaId: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
  documentId: 'TS-2026-014',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  locationText: 'Hämeenpuiston palvelukoti, Tampere',
  salaryText: 'Tuntipalkka 19,50 € + TES:n mukaiset lisät',
  writtenContract: 'new',
};

function failingFields(input: Record<string, unknown>): string[] {
  const result = createTemporaryContractInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0]));
}

describe('createTemporaryContractInputSchema', () => {
  it('accepts a complete contract and trims the texts', () => {
    const parsed = createTemporaryContractInputSchema.parse({ ...valid, contract: '  Sopimus  ' });
    expect(parsed.contract).toBe('Sopimus');
  });

  it.each(temporaryContractFields.filter((field) => field !== 'writtenContract'))(
    'requires %s (missing or blank gives an issue on that field only)',
    (field) => {
      expect(failingFields({ ...valid, [field]: undefined })).toEqual([field]);
      expect(failingFields({ ...valid, [field]: '   ' })).toEqual([field]);
    },
  );

  it('requires the written-contract choice to be existing, new or none', () => {
    expect(failingFields({ ...valid, writtenContract: undefined })).toEqual(['writtenContract']);
    expect(failingFields({ ...valid, writtenContract: 'maybe' })).toEqual(['writtenContract']);
    for (const choice of ['existing', 'new', 'none']) {
      expect(failingFields({ ...valid, writtenContract: choice })).toEqual([]);
    }
  });

  it('accepts a one-day contract and refuses an end before the start, on the end date', () => {
    expect(failingFields({ ...valid, endDate: valid.startDate })).toEqual([]);
    const result = createTemporaryContractInputSchema.safeParse({ ...valid, endDate: '2026-11-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ['endDate'], message: endBeforeStartMessage }]);
  });

  it('refuses dates that are not real or not YYYY-MM-DD', () => {
    expect(failingFields({ ...valid, startDate: '2026-02-30' })).toContain('startDate');
    expect(failingFields({ ...valid, startDate: '01.12.2026' })).toContain('startDate');
  });
});
