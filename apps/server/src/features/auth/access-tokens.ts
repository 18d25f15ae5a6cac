import { DomainError } from '@portal/domain/shared/errors';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../lib/clock';

export type AccessTokenSigner = {
  sign(userId: string): Promise<string>;
  /** Returns the user id of a valid token; throws TOKEN_EXPIRED or UNAUTHENTICATED. */
  verify(token: string): Promise<string>;
  ttlSeconds: number;
};

const issuer = 'care-staffing-portal';

/** Short-lived HS256 access tokens. The user is reloaded on every request, so a token carries only its id. */
export function createAccessTokenSigner(secret: string, ttlSeconds: number, clock: Clock): AccessTokenSigner {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (!payload.sub) {
          throw new DomainError('UNAUTHENTICATED');
        }
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
