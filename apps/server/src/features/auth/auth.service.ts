import { randomUUID } from 'node:crypto';
import { staffRoles } from '@portal/domain/access';
import type { LoginInput, RequestLoginLinkInput, TokenPair } from '@portal/domain/auth';
import { DomainError, defaultLocale, isLocale } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import type { ActorSource } from '../../http/actor-cache';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { createOpaqueToken, hashToken } from '../../lib/tokens';
import { renderMessage } from '../message-templates/message-templates.api';
import { enqueueMail } from '../outbox/outbox.api';
import type { AccessTokenSigner } from './access-tokens';
import {
  consumeLoginLink,
  findRefreshTokenByHash,
  findSignInUserByEmail,
  insertLoginLink,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
} from './auth.repository';
import { verifyPassword } from './passwords';

const refreshTokenTtlMs = 30 * 24 * 60 * 60 * 1000;
const loginLinkTtlMinutes = 15;

export type AuthServiceDependencies = {
  db: Database;
  signer: AccessTokenSigner;
  clock: Clock;
  /** Origin the e-mailed sign-in link points to, e.g. https://portal.example.fi */
  publicUrl: string;
  /** Forgotten after a session ends, so its access tokens are refused on the next request (decision 0021). */
  actors: Pick<ActorSource, 'forget'>;
};

function isSignInAllowed(
  user: { role: string; status: string } | null,
): user is { role: string; status: string } {
  return (
    user !== null &&
    (staffRoles as readonly string[]).includes(user.role) &&
    user.status !== 'deleted' &&
    user.status !== 'inactive'
  );
}

/** Use cases of signing in and out. */
/** How long a used refresh token may still be presented without counting as stolen (decision 0006). */
export const refreshTokenReuseGraceMs = 30_000;

export function createAuthService({ db, signer, clock, publicUrl, actors }: AuthServiceDependencies) {
  async function issueTokens(executor: Executor, userId: string, familyId: string): Promise<TokenPair> {
    const refreshToken = createOpaqueToken();
    await insertRefreshToken(executor, {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(clock.now().getTime() + refreshTokenTtlMs),
    });
    return {
      accessToken: await signer.sign({ userId, sessionId: familyId }),
      refreshToken,
      expiresIn: signer.ttlSeconds,
    };
  }

  return {
    /** Starts a new session (a new refresh token family) for a user who has just proven who it is. */
    async startSession(executor: Executor, userId: string): Promise<TokenPair> {
      return issueTokens(executor, userId, randomUUID());
    },

    /** Signs in with e-mail and password; the same error whether the e-mail or the password is wrong. */
    async login(input: LoginInput): Promise<TokenPair> {
      const user = await findSignInUserByEmail(db, input.email);
      const isValid = await verifyPassword(
        isSignInAllowed(user) ? (user?.passwordHash ?? null) : null,
        input.password,
      );
      if (!user || !isValid) {
        throw new DomainError('INVALID_CREDENTIALS');
      }
      return db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: user.id,
          accountId: null,
          action: 'login',
          subject: 'Session',
          subjectId: user.id,
          changes: { method: 'password' },
        });
        return issueTokens(tx, user.id, randomUUID());
      });
    },

    /**
     * Rotates a refresh token. A token presented a second time means it was copied: the whole family is
     * revoked, so the thief and the user are both signed out and the user signs in again. Except within
     * `refreshTokenReuseGraceMs` of its first use: two tabs sharing the stored token refresh at the same
     * moment, and a page reloaded while its refresh was under way never stored the answer. Those present
     * the token again at once and get a pair of their own in the same family (decision 0006).
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const stored = await findRefreshTokenByHash(tx, hashToken(refreshToken));
        if (!stored || stored.revokedAt || stored.expiresAt <= now) {
          return { error: 'REFRESH_TOKEN_INVALID' as const };
        }
        const firstUse = !stored.usedAt && (await markRefreshTokenUsed(tx, stored.id, now));
        // Not marked here: used before, or by a refresh running at this very moment (usedAt not yet read).
        const usedAt = stored.usedAt ?? now;
        const withinGrace = now.getTime() - usedAt.getTime() <= refreshTokenReuseGraceMs;
        if (!firstUse && !withinGrace) {
          await revokeRefreshTokenFamily(tx, stored.familyId, now);
          await recordAudit(tx, {
            actorId: stored.userId,
            accountId: null,
            action: 'refresh-token-reused',
            subject: 'Session',
            subjectId: stored.familyId,
          });
          return { error: 'REFRESH_TOKEN_REUSED' as const, userId: stored.userId };
        }
        return { tokens: await issueTokens(tx, stored.userId, stored.familyId) };
      });
      // The revocation above must commit, so the error is thrown only after the transaction.
      if (outcome.error) {
        // A revoked family's access tokens are refused from the next request on (decision 0021).
        if (outcome.userId) {
          actors.forget(outcome.userId);
        }
        throw new DomainError(outcome.error);
      }
      return outcome.tokens;
    },

    /** Signs out: the refresh token's family and its access tokens can no longer be used. Unknown tokens are ignored. */
    async logout(refreshToken: string): Promise<void> {
      const stored = await findRefreshTokenByHash(db, hashToken(refreshToken));
      if (stored) {
        await revokeRefreshTokenFamily(db, stored.familyId, clock.now());
        actors.forget(stored.userId);
      }
    },

    /** E-mails a one-time sign-in link through the outbox when the address belongs to a staff user. */
    async requestLoginLink(input: RequestLoginLinkInput): Promise<void> {
      const user = await findSignInUserByEmail(db, input.email);
      if (!isSignInAllowed(user) || !user) {
        return;
      }
      const token = createOpaqueToken();
      const locale = input.locale ?? (isLocale(user.locale) ? user.locale : defaultLocale);
      const link = `${publicUrl}/pages/login?loginToken=${encodeURIComponent(token)}`;
      // A staff member's link belongs to no account: always the default text.
      const mail = await renderMessage(db, {
        accountId: null,
        type: 'login-link',
        locale,
        values: { link, minutes: String(loginLinkTtlMinutes) },
      });
      await db.transaction(async (tx) => {
        await insertLoginLink(tx, {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(clock.now().getTime() + loginLinkTtlMinutes * 60_000),
        });
        await enqueueMail(tx, { accountId: null, to: user.email, kind: 'login-link', ...mail });
      });
    },

    /** Exchanges a sign-in link for a session; each link works once. */
    async verifyLoginLink(token: string): Promise<TokenPair> {
      return db.transaction(async (tx) => {
        const userId = await consumeLoginLink(tx, hashToken(token), clock.now());
        if (!userId) {
          throw new DomainError('LOGIN_LINK_INVALID');
        }
        await recordAudit(tx, {
          actorId: userId,
          accountId: null,
          action: 'login',
          subject: 'Session',
          subjectId: userId,
          changes: { method: 'link' },
        });
        return issueTokens(tx, userId, randomUUID());
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
