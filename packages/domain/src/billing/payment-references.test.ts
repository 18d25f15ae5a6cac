import fc from 'fast-check';
import {
  formatNationalReference,
  formatRfReference,
  isNationalReference,
  isRfReference,
  nationalReferenceOf,
  rfReferenceOf,
} from './payment-references';

// Vectors from reference/domain-rules.md §3.1–3.2 (the banks' guide, recomputed there).
describe('national reference number (viitenumero)', () => {
  it.each([
    ['123', '1232'],
    ['494', '4941'],
    ['1111', '11112'],
    ['234823', '2348236'],
  ])('adds the 7-3-1 check digit to %s', (base, reference) => {
    expect(nationalReferenceOf(base)).toBe(reference);
    expect(isNationalReference(reference)).toBe(true);
  });

  it('refuses a wrong check digit, a leading zero, too few or too many digits and letters', () => {
    expect(isNationalReference('2348237')).toBe(false);
    expect(isNationalReference('01232')).toBe(false);
    expect(isNationalReference('123')).toBe(false);
    expect(isNationalReference('1'.repeat(21))).toBe(false);
    expect(isNationalReference('12A2')).toBe(false);
    expect(() => nationalReferenceOf('12')).toThrow(RangeError);
  });

  it('reads a reference typed with spaces and prints it in groups of five from the right', () => {
    expect(isNationalReference('23 48236')).toBe(true);
    expect(formatNationalReference('2348236')).toBe('23 48236');
    expect(formatNationalReference('1511890656')).toBe('15118 90656');
  });

  it('finds every single-digit typing error (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10 ** 15 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (base, at, shift) => {
          const reference = nationalReferenceOf(String(base));
          const index = at % reference.length;
          const changed = (Number(reference[index]) + shift) % 10;
          const typo = `${reference.slice(0, index)}${changed}${reference.slice(index + 1)}`;
          return typo.startsWith('0') || !isNationalReference(typo);
        },
      ),
    );
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it.each([
    ['2348236', 'RF332348236', 'RF33 2348 236'],
    ['11112', 'RF9811112', 'RF98 1111 2'],
  ])('builds the RF reference of %s', (national, rf, printed) => {
    expect(rfReferenceOf(national)).toBe(rf);
    expect(isRfReference(rf)).toBe(true);
    expect(formatRfReference(rf)).toBe(printed);
  });

  it('accepts the published example and refuses altered ones', () => {
    expect(isRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isRfReference('RF18 5390 0754 7035')).toBe(false);
    expect(isRfReference('RF19 5390 0754 7034')).toBe(false);
    expect(isRfReference('FI18 5390 0754 7034')).toBe(false);
  });

  it('refuses to build one from an invalid national reference', () => {
    expect(() => rfReferenceOf('2348237')).toThrow(RangeError);
  });
});
