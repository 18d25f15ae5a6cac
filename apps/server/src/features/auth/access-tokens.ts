import { DomainError } from '@portal/domain/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

/**
 * Whose a token is and which session (refresh-token family) issued it. The session is checked on every
 * request, so signing out, a password change or a detected reuse ends the token at once (decision 0021).
 */
export type AccessTokenClaims = { userId: string; sessionId: string };

export type AccessTokenSigner = {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** Returns the claims of a valid token; throws TOKEN_EXPIRED or UNAUTHENTICATED. */
  verify(token: string): Promise<AccessTokenClaims>;
  ttlSeconds: number;
};

const issuer = 'care-staffing-portal';

/** How many verified tokens are remembered: a few per signed-in user is plenty. */
const verifiedCacheSize = 1_000;

/**
 * Short-lived HS256 access tokens. Requests look the user and its session up again (http/actor-cache.ts),
 * so a token carries only the user id (`sub`) and the session id (`sid`).
 * A token whose signature was checked once is remembered until it expires: a page sends the same token with
 * each of its requests, and the check (WebCrypto, off the main thread and back) was a large share of a fast
 * request. The expiry is still checked on every use.
 */
export function createAccessTokenSigner(secret: string, ttlSeconds: number, clock: Clock): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
  const remember = (token: string, claims: AccessTokenClaims, expiresAtMs: number) => {
    if (verified.size >= verifiedCacheSize) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) {
        verified.delete(oldest);
      }
    }
    verified.set(token, { claims, expiresAtMs });
  };
  return {
    ttlSeconds,
    async sign({ userId, sessionId }) {
      return new SignJWT({ sid: sessionId })
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
          return known.claims;
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
        // A token without a session (issued before sessions were checked) is refused; the client refreshes.
        if (!payload.sub || payload.exp === undefined || typeof payload.sid !== 'string') {
          throw new DomainError('UNAUTHENTICATED');
        }
        const claims = { userId: payload.sub, sessionId: payload.sid };
        remember(token, claims, payload.exp * 1000);
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new DomainError('TOKEN_EXPIRED');
        }
        throw new DomainError('UNAUTHENTICATED');
      }
    },
  };
}
