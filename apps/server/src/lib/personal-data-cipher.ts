import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encrypts personal data at rest (issue 14 §3: the personal identity code and the bank account; decision
 * 0042). AES-256-GCM with a fresh 96-bit IV per value; the stored text is `v1.<iv>.<tag>.<ciphertext>` in
 * base64url, so a tampered or foreign value fails to open instead of reading as garbage. The key is
 * PERSONAL_DATA_KEY (32 bytes, base64), or one generated on first start and kept by the instance.
 */
export type PersonalDataCipher = {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
};

const version = 'v1';

export function createPersonalDataCipher(key: Buffer): PersonalDataCipher {
  if (key.length !== 32) {
    throw new Error(`The personal data key must be 32 bytes, not ${key.length}`);
  }
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [tag, iv, authTag, body] = sealed.split('.');
      if (tag !== version || !iv || !authTag || body === undefined) {
        throw new Error('Not a sealed personal data value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(authTag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** A new random key, base64 (what PERSONAL_DATA_KEY holds). */
export function newPersonalDataKey(): string {
  return randomBytes(32).toString('base64');
}
