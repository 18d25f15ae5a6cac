import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock';
import { createAccessTokenSigner } from './access-tokens';

function movableClock(start: string): Clock & { advance(ms: number): void } {
  let now = new Date(start).getTime();
  return { now: () => new Date(now), advance: (ms) => (now += ms) };
}

const userId = '10000000-0000-4000-8000-000000000001';
const claims = { userId, sessionId: '20000000-0000-4000-8000-000000000002' };

describe('access tokens', () => {
  it('are accepted again and again until they expire, also once remembered', async () => {
    const clock = movableClock('2026-11-22T08:00:00Z');
    const signer = createAccessTokenSigner('a-secret-of-enough-length-for-hs256', 60, clock);
    const token = await signer.sign(claims);
    await expect(signer.verify(token)).resolves.toEqual(claims);
    clock.advance(59_000);
    await expect(signer.verify(token)).resolves.toEqual(claims);
    clock.advance(1_000);
    await expect(signer.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    // A signer that never saw the token judges it the same way.
    const fresh = createAccessTokenSigner('a-secret-of-enough-length-for-hs256', 60, clock);
    await expect(fresh.verify(token)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuse a token changed by one character or signed with another secret, before and after a good one', async () => {
    const clock = movableClock('2026-11-22T08:00:00Z');
    const signer = createAccessTokenSigner('a-secret-of-enough-length-for-hs256', 60, clock);
    const token = await signer.sign(claims);
    await expect(signer.verify(token)).resolves.toEqual(claims);
    // The payload's first character changed: the signature no longer matches.
    const [header, payload, signature] = token.split('.');
    const changed = `${payload?.[0] === 'e' ? 'f' : 'e'}${payload?.slice(1)}`;
    await expect(signer.verify(`${header}.${changed}.${signature}`)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const other = createAccessTokenSigner('another-secret-of-enough-length-here', 60, clock);
    await expect(other.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuse a token that names no session (issued before sessions were checked)', async () => {
    const clock = movableClock('2026-11-22T08:00:00Z');
    const secret = 'a-secret-of-enough-length-for-hs256';
    const signer = createAccessTokenSigner(secret, 60, clock);
    const sessionless = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('care-staffing-portal')
      .setIssuedAt(clock.now())
      .setExpirationTime(new Date(clock.now().getTime() + 60_000))
      .sign(new TextEncoder().encode(secret));
    await expect(signer.verify(sessionless)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
