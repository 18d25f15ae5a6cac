import type { Actor } from '@portal/domain/access';
import { defineAbilitiesFor } from '@portal/domain/access';
import type { TokenPair } from '@portal/domain/auth';
import { DomainError } from '@portal/domain/shared';
import type { ChangePasswordInput, CurrentUser, MeResponse, UpdateProfileInput } from '@portal/domain/users';
import type { Database, Executor } from '../../db/client';
import type { ActorSource } from '../../http/actor-cache';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { hashPassword, revokeAllRefreshTokensOfUser, verifyPassword } from '../auth/auth.api';
import { updateUserProfile } from '../workers/workers.api';
import { presentCurrentUser } from './me.presenter';
import { findAccountSummaries, findUserById } from './me.repository';

export type MeServiceDependencies = {
  db: Database;
  clock: Clock;
  startSession: (executor: Executor, userId: string) => Promise<TokenPair>;
  /** Forgotten after a password change, so the ended sessions' access tokens are refused at once. */
  actors: Pick<ActorSource, 'forget'>;
};

/** Use cases of the signed-in user about itself. */
export function createMeService({ db, clock, startSession, actors }: MeServiceDependencies) {
  async function getUser(actor: Actor) {
    const user = await findUserById(db, actor.userId);
    if (!user) {
      throw new DomainError('UNAUTHENTICATED');
    }
    return user;
  }

  return {
    /** The user, its role, its CASL rules and the accounts it may act on. */
    async getMe(actor: Actor): Promise<MeResponse> {
      const user = await getUser(actor);
      return {
        user: presentCurrentUser(user, actor),
        role: actor.role,
        abilities: defineAbilitiesFor(actor).rules as unknown as MeResponse['abilities'],
        accounts: await findAccountSummaries(db, actor.accountIds),
      };
    },

    async updateProfile(
      actor: Actor,
      input: {
        firstName: string;
        lastName: string;
        mobile: string | null;
        locale: UpdateProfileInput['locale'];
      },
    ): Promise<CurrentUser> {
      return db.transaction(async (tx) => {
        const user = await updateUserProfile(tx, actor.userId, { ...input, updatedAt: clock.now() });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: user.accountId,
          action: 'update',
          subject: 'Profile',
          subjectId: actor.userId,
          changes: input,
        });
        return presentCurrentUser(user, actor);
      });
    },

    /** Changes the password after checking the current one; every session ends and this one starts anew. */
    async changePassword(actor: Actor, input: ChangePasswordInput): Promise<TokenPair> {
      const user = await getUser(actor);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new DomainError('WRONG_PASSWORD');
      }
      const passwordHash = await hashPassword(input.newPassword);
      const tokens = await db.transaction(async (tx) => {
        const now = clock.now();
        await updateUserProfile(tx, actor.userId, { passwordHash, updatedAt: now });
        await revokeAllRefreshTokensOfUser(tx, actor.userId, now);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: user.accountId,
          action: 'change-password',
          subject: 'Profile',
          subjectId: actor.userId,
        });
        return startSession(tx, actor.userId);
      });
      actors.forget(actor.userId);
      return tokens;
    },
  };
}

export type MeService = ReturnType<typeof createMeService>;
