import {
  formatBirthday,
  isEmail,
  isFullName,
  isHttpUrl,
  isNonEmpty,
  isPhoneNumber,
  parseBirthday,
} from './validators';

describe('helper checks (spec section 5)', () => {
  it.each([
    ['maija.meikalainen@example.fi', true],
    ['a@b.de', true],
    ['no-at-sign.example.fi', false],
    ['two@@example.fi', false],
    ['spaces in@example.fi', false],
    ['missing@tld', false],
  ])('isEmail(%s) is %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each([
    ['https://example.fi/path?q=1', true],
    ['http://localhost:3000', true],
    ['ftp://example.fi', false],
    ['example.fi', false],
    ['javascript:alert(1)', false],
  ])('isHttpUrl(%s) is %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected);
  });

  it('isNonEmpty refuses blank strings and missing values', () => {
    expect(isNonEmpty('a')).toBe(true);
    expect(isNonEmpty('   ')).toBe(false);
    expect(isNonEmpty('')).toBe(false);
    expect(isNonEmpty(null)).toBe(false);
    expect(isNonEmpty(undefined)).toBe(false);
  });

  it.each([
    ['+358401234567', true],
    ['0401234567', true],
    ['+49 151 1234567', false],
    ['040-123', false],
    ['++358', false],
    ['358+40', false],
    ['', false],
  ])('isPhoneNumber(%s) is %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });

  it.each([
    ['Maija Meikäläinen', true],
    ['  Anna-Liisa   Virtanen ', true],
    ['Maija', false],
    ['   ', false],
  ])('isFullName(%s) is %s', (value, expected) => {
    expect(isFullName(value)).toBe(expected);
  });

  it('parses a birthday typed DD.MM.YYYY into YYYY-MM-DD and back', () => {
    expect(parseBirthday('07.03.1984')).toBe('1984-03-07');
    expect(parseBirthday(' 29.02.2000 ')).toBe('2000-02-29');
    expect(formatBirthday('1984-03-07')).toBe('07.03.1984');
  });

  it.each(['31.04.1990', '29.02.2001', '1.3.1984', '1984-03-07', '00.01.1990', '12.13.1990'])(
    'refuses %s as a birthday',
    (value) => {
      expect(parseBirthday(value)).toBeNull();
    },
  );
});
