import type { Executor } from '../../db/client';
import { type AuthServiceDependencies, createAuthService } from './auth.service';

/**
 * The auth feature's public surface: what other features need of passwords and sessions, without its
 * repository. Only this file may be imported by other features.
 */
export { revokeAllRefreshTokensOfUser } from './auth.repository';
export { hashPassword, verifyPassword } from './passwords';

/** Starts a fresh session (a new refresh-token family) for a user, e.g. after a password change. */
export function createSessionStarter(dependencies: AuthServiceDependencies) {
  const auth = createAuthService(dependencies);
  return (executor: Executor, userId: string) => auth.startSession(executor, userId);
}
/** The instance's stored values, for a feature's own generated key (the worker feed's, decision 0056). */
export { systemValueStore } from './signing-secret';
