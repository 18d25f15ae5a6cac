import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@portal/domain/shared';
import type { Database } from '../../db/client';
import { systemValueStore } from '../auth/auth.api';

/** How long a worker's feed key works: half a year, then staff issue a new one (decision 0056). */
export const workerFeedTokenDays = 180;

const keyName = 'worker-feed-token-key';
const version = 'wf1';

export type WorkerFeedClaims = { workerId: string; accountId: string; expiresAt: Date };

/**
 * The worker app's key to its feed (decision 0056): `wf1.<claims>.<HMAC-SHA256>`, stateless, so the feed
 * needs no session table. The claims name the worker and the account; the feed still checks on every
 * call that the worker is a working worker of that account, so a worker who leaves sees nothing. The
 * HMAC key is generated once per installation and kept with the instance's values (as the signing
 * secret is); rotating it ends every key at once.
 */
export function createWorkerFeedTokens(db: Database) {
  let key: Promise<Buffer> | null = null;
  const keyOf = () => {
    key ??= (async () => {
      const store = systemValueStore(db);
      await store.insertIfAbsent(keyName, randomBytes(32).toString('base64'));
      const value = await store.find(keyName);
      if (!value) {
        throw new Error('worker feed key missing after insert');
      }
      return Buffer.from(value, 'base64');
    })();
    // A failed read (the database away for a moment) is not remembered: the next call tries again.
    key.catch(() => {
      key = null;
    });
    return key;
  };
  const mac = async (body: string) =>
    createHmac('sha256', await keyOf())
      .update(`${version}.${body}`)
      .digest();

  return {
    async issue(claims: WorkerFeedClaims): Promise<string> {
      const body = Buffer.from(
        JSON.stringify({
          w: claims.workerId,
          a: claims.accountId,
          e: Math.floor(claims.expiresAt.getTime() / 1000),
        }),
      ).toString('base64url');
      return `${version}.${body}.${(await mac(body)).toString('base64url')}`;
    },

    /** The claims of a key that is intact and not expired at `now`; else WORKER_FEED_TOKEN_INVALID. */
    async verify(token: string, now: Date): Promise<WorkerFeedClaims> {
      const [prefix, body, signature, ...rest] = token.split('.');
      if (prefix !== version || !body || !signature || rest.length > 0) {
        throw new DomainError('WORKER_FEED_TOKEN_INVALID');
      }
      const expected = await mac(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new DomainError('WORKER_FEED_TOKEN_INVALID');
      }
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
        w: string;
        a: string;
        e: number;
      };
      const expiresAt = new Date(claims.e * 1000);
      if (expiresAt.getTime() <= now.getTime()) {
        throw new DomainError('WORKER_FEED_TOKEN_INVALID');
      }
      return { workerId: claims.w, accountId: claims.a, expiresAt };
    },
  };
}

export type WorkerFeedTokens = ReturnType<typeof createWorkerFeedTokens>;

/** The key from `Authorization: Bearer <key>`, or null. */
export function bearerOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
