import type { Executor } from '../../db/client';
import { applicationInvitations } from '../../db/schema/recruitment.schema';
import { hashToken } from '../../lib/tokens';
import type { Tenancy } from '../../testing/access-row';
import { matrixAccountIds } from '../../testing/access-row';

// Records the access matrix's invitation calls name: per account one invitation to resend and open ones
// to cancel (a cancelled invitation cannot be cancelled again); in A1 one with a known link for the
// public route.

const perAccount = 8;
const fixtures = new Map<string, { resendable: string; cancellables: string[]; used: number }>();

/** 43 base64url characters, the shape of a real link secret. */
export const matrixInvitationToken = 'matriisi-hakukutsu-000000000000000000000000';
// Well after the tests' clock (2026-11-22), so no link has expired.
const expiresAt = new Date('2027-01-31T10:00:00Z');

async function addInvitation(db: Executor, accountId: string, token: string): Promise<string> {
  const [row] = await db
    .insert(applicationInvitations)
    .values({ accountId, email: 'kutsuttu@example.fi', locale: 'fi', tokenHash: hashToken(token), expiresAt })
    .returning({ id: applicationInvitations.id });
  return row?.id ?? '';
}

/** Creates the records once per account (idempotent, as the matrix's `prepare` must be). */
export async function prepareApplicationInvitationsAccessFixtures(
  db: Executor,
  world: Tenancy,
): Promise<void> {
  for (const accountId of matrixAccountIds(world)) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const resendable = await addInvitation(db, accountId, `matriisi-uudelleen-${accountId}`);
    const cancellables: string[] = [];
    for (let index = 0; index < perAccount; index += 1) {
      cancellables.push(await addInvitation(db, accountId, `matriisi-peru-${accountId}-${index}`));
    }
    if (accountId === world.accountA1.id) {
      await addInvitation(db, accountId, matrixInvitationToken);
    }
    fixtures.set(accountId, { resendable, cancellables, used: 0 });
  }
}

const placeholder = '00000000-0000-4000-8000-000000000000';

export const invitationFixtures = {
  resendable: (accountId: string) => fixtures.get(accountId)?.resendable ?? placeholder,
  /** A new open invitation for every cancel call. */
  nextCancellable: (accountId: string) => {
    const entry = fixtures.get(accountId);
    if (!entry) {
      return placeholder;
    }
    const id = entry.cancellables[entry.used] ?? placeholder;
    entry.used += 1;
    return id;
  },
};
