import { formatBirthday, isPlausibleBirthday, parseBirthday } from './birthday';
import {
  isEmail,
  isFullName,
  isHttpUrl,
  isNonEmpty,
  isPhoneNumber,
  parsePhoneNumber,
  phoneSearchDigits,
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

  it('accepts a birthday typed without leading zeros (1.1.1990 as well as 01.01.1990)', () => {
    expect(parseBirthday('1.1.1990')).toBe('1990-01-01');
    expect(parseBirthday('01.01.1990')).toBe('1990-01-01');
    expect(parseBirthday('7.03.1984')).toBe('1984-03-07');
  });

  it('refuses a birthday in the future or more than 100 years back', () => {
    const today = '2026-11-25';
    expect(isPlausibleBirthday('2026-11-25', today)).toBe(true);
    expect(isPlausibleBirthday('1926-11-25', today)).toBe(true);
    expect(isPlausibleBirthday('2026-11-26', today)).toBe(false);
    expect(isPlausibleBirthday('1926-11-24', today)).toBe(false);
  });

  it.each(['31.04.1990', '29.02.2001', '1984-03-07', '00.01.1990', '12.13.1990', '1.3.84'])(
    'refuses %s as a birthday',
    (value) => {
      expect(parseBirthday(value)).toBeNull();
    },
  );
});

// Edge cases from RFC 5321/5322 (dot-atom), RFC 1123 host names and the WHATWG "valid e-mail address".
describe('isEmail edge cases', () => {
  it.each([
    'first.last@example.fi',
    "o'brien+tag@example.co.uk",
    'x@sub-domain.example.fi',
    'user@xn--mnchen-3ya.de',
    'UPPER@EXAMPLE.FI',
  ])('accepts %s', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each([
    'a@example..fi',
    'a@.example.fi',
    'a@-example.fi',
    'a@example-.fi',
    'a@exa_mple.fi',
    'a,b@example.fi',
    'a<b@example.fi',
    '.a@example.fi',
    'a.@example.fi',
    'a..b@example.fi',
    'a@example.fi.',
    'a@example.1',
    'a@[127.0.0.1]',
    `${'a'.repeat(65)}@example.fi`,
    `a@${'b'.repeat(64)}.fi`,
    'a@b@example.fi',
    'a\\b@example.fi',
  ])('refuses %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

// Edge cases from the WHATWG URL standard: what its parser repairs or refuses.
describe('isHttpUrl edge cases', () => {
  it.each([
    'https://example.fi',
    'https://sub.example.fi:8443/a/b?c=d#e',
    'http://127.0.0.1:8080/',
    'http://[::1]:3000/',
    'HTTPS://EXAMPLE.FI/',
  ])('accepts %s', (value) => {
    expect(isHttpUrl(value)).toBe(true);
  });

  it.each([
    'https://exa_mple.fi',
    'https://example.fi:abc/',
    'https://example.fi:99999/',
    'https:\\\\example.fi',
    'https://example.fi\\path',
    'http:example.fi',
    'http:/example.fi',
    'https://example..fi',
    'https://-example.fi',
    'https://user:secret@example.fi',
    'https://bank.fi@evil.example',
    'https://exa mple.fi',
    'https://',
    'https://example',
  ])('refuses %s', (value) => {
    expect(isHttpUrl(value)).toBe(false);
  });
});

describe('Finnish phone numbers as people write them', () => {
  it.each([
    ['040 123 4567', '+358401234567'],
    ['050-4155332', '+358504155332'],
    ['0401234567', '+358401234567'],
    ['+358 40 123 4567', '+358401234567'],
    ['+358401234567', '+358401234567'],
    ['00358 40 123 4567', '+358401234567'],
    ['+358 (0)40 123 4567', '+358401234567'],
    ['(09) 123 4567', '+35891234567'],
    ['+49 151 1234567', '+491511234567'],
  ])('parsePhoneNumber(%s) is %s', (value, expected) => {
    expect(parsePhoneNumber(value)).toBe(expected);
  });

  it.each(['', 'abc', '040-123', '++358', '358+40', '401234567', '+358', '+1234567890123456'])(
    'refuses %s',
    (value) => {
      expect(parsePhoneNumber(value)).toBeNull();
    },
  );

  it.each([
    ['040 123', '40123'],
    ['+358 40 123', '40123'],
    ['050-4155332', '504155332'],
    ['maija', null],
  ])('phoneSearchDigits(%s) is %s', (value, expected) => {
    expect(phoneSearchDigits(value)).toBe(expected);
  });
});
