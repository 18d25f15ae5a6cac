import { DomainError } from '@portal/domain/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

export type AccessTokenSigner = {
  sign(userId: string): Promise<string>;
  /** Returns the user id of a valid token; throws TOKEN_EXPIRED or UNAUTHENTICATED. */
  verify(token: string): Promise<string>;
  ttlSeconds: number;
};

const issuer = 'care-staffing-portal';

/** How many verified tokens are remembered: a few per signed-in user is plenty. */
const verifiedCacheSize = 1_000;

/**
 * Short-lived HS256 access tokens. Requests look the user up again (http/actor-cache.ts), so a token carries
 * only its id.
 * A token whose signature was checked once is remembered until it expires: a page sends the same token with
 * each of its requests, and the check (WebCrypto, off the main thread and back) was a large share of a fast
 * request. The expiry is still checked on every use.
 */
export function createAccessTokenSigner(secret: string, ttlSeconds: number, clock: Clock): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { userId: string; expiresAtMs: number }>();
  const remember = (token: string, userId: string, expiresAtMs: number) => {
    if (verified.size >= verifiedCacheSize) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) {
        verified.delete(oldest);
      }
    }
    verified.set(token, { userId, expiresAtMs });
  };
  return {
    ttlSeconds,
    async sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setIssuedAt(clock.now())
        .setExpirationTime(new Date(clock.now().getTime() + ttlSeconds * 1000))
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() < known.expiresAtMs) {
          return known.userId;
        }
        verified.delete(token);
        throw new DomainError('TOKEN_EXPIRED');
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (!payload.sub || payload.exp === undefined) {
          throw new DomainError('UNAUTHENTICATED');
        }
        remember(token, payload.sub, payload.exp * 1000);
        return payload.sub;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new DomainError('TOKEN_EXPIRED');
        }
        throw new DomainError('UNAUTHENTICATED');
      }
    },
  };
}
