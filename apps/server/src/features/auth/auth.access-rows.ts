import type { Executor } from '../../db/client';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import type { AccessRows, Tenancy } from '../../testing/access-row';
import { buildStaffUser, testPassword } from '../../testing/factories';
import { insertLoginLink, insertRefreshToken } from './auth.repository';

// A user of its own, so the sign-in rows succeed whatever the other rows do to the role users (the
// password row changes theirs), and a refresh token and a sign-in link that are each used once.
type AuthFixtures = { email: string; refreshToken: string; loginLinkToken: string };
let fixtures: AuthFixtures | null = null;
const farFuture = new Date('2099-01-01T00:00:00Z');

async function prepareAuthMatrix(db: Executor, world: Tenancy): Promise<void> {
  if (fixtures) {
    return;
  }
  const user = await buildStaffUser(db, {
    role: 'agent',
    accountId: world.accountA1.id,
    organizationId: world.organization.id,
  });
  const refreshToken = createOpaqueToken();
  await insertRefreshToken(db, {
    userId: user.id,
    familyId: crypto.randomUUID(),
    tokenHash: hashToken(refreshToken),
    expiresAt: farFuture,
  });
  const loginLinkToken = createOpaqueToken();
  await insertLoginLink(db, { userId: user.id, tokenHash: hashToken(loginLinkToken), expiresAt: farFuture });
  fixtures = { email: user.email, refreshToken, loginLinkToken };
}

function fixturesOf(): AuthFixtures {
  if (!fixtures) {
    throw new Error('auth access fixtures were not prepared');
  }
  return fixtures;
}

/** Who may use the auth routes (the access matrix, http/access-matrix.routes.test.ts). */
export const authAccessRows: AccessRows = {
  'POST /api/auth/login': {
    allowed: 'public',
    prepare: prepareAuthMatrix,
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fixturesOf().email, password: testPassword },
    }),
  },
  'POST /api/auth/refresh': {
    allowed: 'public',
    prepare: prepareAuthMatrix,
    request: () => ({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: fixturesOf().refreshToken },
    }),
  },
  'POST /api/auth/logout': {
    allowed: 'public',
    request: () => ({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'x'.repeat(43) } }),
  },
  'POST /api/auth/login-link': {
    allowed: 'public',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login-link',
      payload: { email: 'nobody@test.example' },
    }),
  },
  'POST /api/auth/login-link/verify': {
    allowed: 'public',
    prepare: prepareAuthMatrix,
    request: () => ({
      method: 'POST',
      url: '/api/auth/login-link/verify',
      payload: { token: fixturesOf().loginLinkToken },
    }),
  },
};
