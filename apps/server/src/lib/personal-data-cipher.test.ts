import { describe, expect, it } from 'vitest';
import { createPersonalDataCipher, newPersonalDataKey } from './personal-data-cipher';

const cipherOf = (key = newPersonalDataKey()) => createPersonalDataCipher(Buffer.from(key, 'base64'));

describe('personal data cipher', () => {
  it('opens what it sealed, and the sealed text does not contain the value', () => {
    const cipher = cipherOf();
    const sealed = cipher.encrypt('131052-308T');
    expect(sealed).not.toContain('131052');
    expect(cipher.decrypt(sealed)).toBe('131052-308T');
  });

  it('seals the same value differently each time (fresh IV)', () => {
    const cipher = cipherOf();
    expect(cipher.encrypt('FI4950009420028730')).not.toBe(cipher.encrypt('FI4950009420028730'));
  });

  it('refuses a tampered value and a value sealed with another key', () => {
    const cipher = cipherOf();
    const sealed = cipher.encrypt('131052-308T');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] as string, 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => cipherOf().decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('131052-308T')).toThrow('Not a sealed');
  });

  it('wants a 32-byte key', () => {
    expect(() => createPersonalDataCipher(Buffer.alloc(16))).toThrow('32 bytes');
  });
});
