import fc from 'fast-check';
import { addDays } from '../shared/helsinki-time';
import {
  birthDateOfIdentityCode,
  identityCodeCheckCharacter,
  identityCodeCheckCharacters,
  identityCodeSchema,
  isIdentityCode,
  maskIdentityCode,
  parseIdentityCode,
} from './personal-identity-code';

describe('the personal identity code (henkilötunnus)', () => {
  it('accepts the official example and reads its birth date', () => {
    // 131052308 mod 31 = 18 -> "T".
    expect(identityCodeCheckCharacter('131052308')).toBe('T');
    expect(parseIdentityCode(' 131052-308t ')).toEqual({
      code: '131052-308T',
      birthDate: '1952-10-13',
      individualNumber: 308,
    });
  });

  it('reads the century from the sign, the 2023 letters included', () => {
    // 010190123 mod 31 = 21 -> "M"; the same digits under each sign.
    expect(birthDateOfIdentityCode('010190+123M')).toBe('1890-01-01');
    for (const sign of ['-', 'Y', 'X', 'W', 'V', 'U']) {
      expect(birthDateOfIdentityCode(`010190${sign}123M`)).toBe('1990-01-01');
    }
    for (const sign of ['A', 'B', 'C', 'D', 'E', 'F']) {
      expect(birthDateOfIdentityCode(`010190${sign}123M`)).toBe('2090-01-01');
    }
    expect(isIdentityCode('010190G123M')).toBe(false);
  });

  it('refuses a wrong check character, an individual number outside 002–899, and a day that never was', () => {
    expect(isIdentityCode('131052-308U')).toBe(false);
    // 131052001 and 131052900 both give "W" (they differ by 899 = 29 x 31): right check, wrong number.
    expect(isIdentityCode('131052-001W')).toBe(false);
    expect(isIdentityCode('131052-900W')).toBe(false);
    // 31 April: 310490123 mod 31 -> "D", a correct check character on no real day.
    expect(isIdentityCode('310490-123D')).toBe(false);
    // 29.2. of 1900 never was (not a leap year); of 2000 it was: 290200002 mod 31 -> "C".
    expect(isIdentityCode('290200-002C')).toBe(false);
    expect(birthDateOfIdentityCode('290200A002C')).toBe('2000-02-29');
    expect(isIdentityCode('131052308T')).toBe(false);
    expect(isIdentityCode('')).toBe(false);
  });

  it('masks all but the birth date part', () => {
    expect(maskIdentityCode('010190-123M')).toBe('010190-****');
    expect(maskIdentityCode(' 290200a002c')).toBe('290200A****');
  });

  it('gives inputs a schema with the error code the web app translates', () => {
    expect(identityCodeSchema.parse('131052-308t')).toBe('131052-308T');
    const result = identityCodeSchema.safeParse('131052-308U');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('PERSONAL_IDENTITY_CODE_INVALID');
  });
});

describe('property: a generated valid code passes, and any other check character fails', () => {
  const signs = {
    18: ['+'],
    19: ['-', 'Y', 'X', 'W', 'V', 'U'],
    20: ['A', 'B', 'C', 'D', 'E', 'F'],
  } as const;
  const codeArbitrary = fc
    .record({
      // Any day from 1.1.1800 to 31.12.2099 (109,572 days).
      dayOffset: fc.integer({ min: 0, max: 109_572 }),
      signIndex: fc.nat(),
      individual: fc.integer({ min: 2, max: 899 }),
      otherIndex: fc.integer({ min: 1, max: 30 }),
    })
    .map(({ dayOffset, signIndex, individual, otherIndex }) => {
      const birthDate = addDays('1800-01-01', dayOffset);
      const centurySigns = signs[Number(birthDate.slice(0, 2)) as 18 | 19 | 20];
      const sign = centurySigns[signIndex % centurySigns.length] ?? '-';
      const digits = `${birthDate.slice(8, 10)}${birthDate.slice(5, 7)}${birthDate.slice(2, 4)}`;
      const individualText = String(individual).padStart(3, '0');
      const check = identityCodeCheckCharacter(`${digits}${individualText}`);
      const other =
        identityCodeCheckCharacters[(identityCodeCheckCharacters.indexOf(check) + otherIndex) % 31] ?? '';
      return { birthDate, code: `${digits}${sign}${individualText}`, check, other };
    });

  it('holds for any birth date, sign and individual number', () => {
    fc.assert(
      fc.property(codeArbitrary, ({ birthDate, code, check, other }) => {
        expect(parseIdentityCode(`${code}${check}`)?.birthDate).toBe(birthDate);
        expect(isIdentityCode(`${code}${other}`)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
