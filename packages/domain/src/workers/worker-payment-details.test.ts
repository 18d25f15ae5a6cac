import { describe, expect, it } from 'vitest';
import { maskIban, workerPaymentDetailsInputSchema } from './worker-payment-details';

const parse = (input: Record<string, string | null>) =>
  workerPaymentDetailsInputSchema.safeParse({ identityCode: null, iban: null, bic: null, ...input });

describe('workerPaymentDetailsInputSchema', () => {
  it('stores the identity code trimmed in capitals and the IBAN compact in capitals', () => {
    const result = parse({ identityCode: ' 131052-308t ', iban: 'fi37 1590 3000 0007 76', bic: 'ndea fihh' });
    expect(result.data).toEqual({ identityCode: '131052-308T', iban: 'FI3715903000000776', bic: 'NDEAFIHH' });
  });

  it('accepts the 2023 century signs and other SEPA IBANs by their check digits', () => {
    expect(parse({ identityCode: '010190Y123M', iban: 'DE89 3704 0044 0532 0130 00' }).success).toBe(true);
  });

  it('refuses a valid IBAN outside SEPA: wages go out as SEPA credit transfers', () => {
    const brazil = parse({ iban: 'BR15 0000 0000 0000 1093 2840 814P 2' });
    expect(brazil.error?.issues.map((issue) => issue.message)).toEqual(['IBAN_NOT_SEPA']);
    expect(parse({ iban: 'GB33 BUKB 2020 1555 5555 55' }).success).toBe(true);
  });

  it('clears a blank field', () => {
    expect(parse({ identityCode: '  ', iban: '', bic: '' }).data).toEqual({
      identityCode: null,
      iban: null,
      bic: null,
    });
  });

  it('refuses each bad field with its domain code, never echoing the value', () => {
    const result = parse({ identityCode: '131052-308U', iban: 'FI37 1590 3000 0007 77', bic: 'NDEA' });
    const issues = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues).toEqual([
      ['identityCode', 'PERSONAL_IDENTITY_CODE_INVALID'],
      ['iban', 'IBAN_INVALID'],
      ['bic', 'BIC_INVALID'],
    ]);
    expect(JSON.stringify(result.error?.issues)).not.toContain('131052');
  });
});

describe('maskIban', () => {
  it('shows only the country code and the last four characters, grouped as printed', () => {
    expect(maskIban('FI21 1234 5600 0007 85')).toBe('FI** **** **** **07 85');
    expect(maskIban('DE89370400440532013000')).toBe('DE** **** **** **** **30 00');
  });
});
