import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with OWASP-recommended memory and time costs.

/** Hashes a password with argon2id. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password. When the user does not exist (`storedHash` null) a dummy hash is verified anyway, so
 * the answer takes as long and does not reveal which e-mail addresses have accounts.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('dummy-password-for-timing');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
