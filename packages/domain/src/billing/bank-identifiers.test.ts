import {
  formatIban,
  isBusinessId,
  isFinnishIban,
  isIban,
  ovtCodeOf,
  parseBusinessId,
} from './bank-identifiers';

// Vectors from reference/domain-rules.md §3.6.
describe('IBAN', () => {
  it('accepts valid Finnish IBANs, typed with or without spaces', () => {
    expect(isFinnishIban('FI37 1590 3000 0007 76')).toBe(true);
    expect(isFinnishIban('FI2112345600000785')).toBe(true);
    expect(isIban('fi21 1234 5600 0007 85')).toBe(true);
  });

  it('refuses a changed digit, a foreign IBAN where a Finnish one is needed, and a wrong length', () => {
    expect(isFinnishIban('FI37 1590 3000 0007 77')).toBe(false);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isFinnishIban('DE89 3704 0044 0532 0130 00')).toBe(false);
    expect(isFinnishIban('FI37 1590 3000 0007 7')).toBe(false);
  });

  it('prints groups of four', () => {
    expect(formatIban('FI3715903000000776')).toBe('FI37 1590 3000 0007 76');
  });
});

describe('business ID (Y-tunnus)', () => {
  it.each(['0116297-6', '7654321-2', '4567890-7'])('accepts %s', (id) => {
    expect(isBusinessId(id)).toBe(true);
  });

  it('pads an old six-digit ID, and refuses a wrong check digit or format', () => {
    expect(parseBusinessId('116297-6')).toBe('0116297-6');
    expect(isBusinessId('0116297-5')).toBe(false);
    expect(isBusinessId('01162976')).toBe(false);
  });

  it('refuses every ID whose remainder is 1, which is never issued', () => {
    // 0000030: 3 x weight 4 = 12, and 12 mod 11 = 1, a remainder the register never issues.
    expect(
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].some((check) => isBusinessId(`0000030-${check}`)),
    ).toBe(false);
  });

  it('makes the OVT e-invoice address', () => {
    expect(ovtCodeOf('0116297-6')).toBe('003701162976');
    expect(ovtCodeOf('0116297-6', '100')).toBe('003701162976100');
    expect(() => ovtCodeOf('0116297-5')).toThrow(RangeError);
  });
});
