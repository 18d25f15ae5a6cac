import { locales } from '@portal/domain/shared';
import { describe, expect, it } from 'vitest';
import { pickTexts } from './login-text-keys';
import { loadLoginTexts } from './login-texts';

/** Every dotted key of a catalogue, sorted. */
function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value)
    .flatMap(([key, child]) =>
      typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();
}

describe('login page texts', () => {
  it('picks whole branches and single texts, nested as in the catalogue', () => {
    const catalogue = { auth: { a: 'A', b: { c: 'C' } }, header: { language: 'Kieli', other: 'x' }, z: 'z' };
    expect(pickTexts(catalogue, ['auth', 'header.language', 'missing.key'])).toEqual({
      auth: { a: 'A', b: { c: 'C' } },
      header: { language: 'Kieli' },
    });
  });

  it('has the same texts in every language, none of them empty', async () => {
    const finnish = keysOf(await loadLoginTexts('fi'));
    expect(finnish).toContain('auth.login.submit');
    expect(finnish).toContain('errors.INVALID_CREDENTIALS');
    for (const locale of locales) {
      const texts = await loadLoginTexts(locale);
      expect(keysOf(texts), locale).toEqual(finnish);
      expect(JSON.stringify(texts), locale).not.toContain('""');
    }
  });
});
