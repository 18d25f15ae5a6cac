import { isWelcomeMailDue } from '@portal/domain/workers';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users.schema';
import { recordAudit } from '../../lib/audit';
import { publishChange } from '../../lib/publish-change';
import { queueWelcomeMail } from './welcome-mail-queue';
import { isEmailTaken } from './workers.repository';

/** The applicant's own fields a recruiter edits on the application (issue 16 §2). */
export type ApplicantProfile = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string | null;
  birthday: string | null;
  addressRegion: string | null;
  addressCity: string | null;
  profession: string | null;
  applicationSeeking: string[];
  applicationStart: string | null;
  applicationEnd: string | null;
};

const workerOf = (accountId: string, userId: string) =>
  and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.role, 'worker'));

/**
 * Saves the applicant's fields; 'Email is already in use' is the caller's to answer: false when the
 * address belongs to another user (nothing saved). Announces the worker as changed.
 */
export async function updateApplicantProfile(
  executor: Executor,
  { accountId, userId, at }: { accountId: string; userId: string; at: Date },
  profile: ApplicantProfile,
): Promise<boolean> {
  if (await isEmailTaken(executor, profile.email, userId)) {
    return false;
  }
  await executor
    .update(users)
    .set({ ...profile, updatedAt: at })
    .where(workerOf(accountId, userId));
  await publishChange(executor, { accountId, subject: 'Worker', id: userId, action: 'updated' });
  return true;
}

/**
 * Makes an applicant a worker who can be booked: confirmed, status accepted, and the welcome e-mail
 * queued once, as the personnel form does when confirmed turns true. Null when there is no such worker
 * in the account or it was confirmed already (nothing changed).
 */
export async function confirmApplicant(
  executor: Executor,
  { accountId, userId, actorId, at }: { accountId: string; userId: string; actorId: string; at: Date },
): Promise<{ welcomeQueued: boolean } | null> {
  const [row] = await executor
    .update(users)
    .set({ confirmed: true, status: 'accepted', updatedAt: at })
    .where(and(workerOf(accountId, userId), eq(users.confirmed, false)))
    .returning();
  if (!row) {
    return null;
  }
  await recordAudit(executor, {
    actorId,
    accountId,
    action: 'confirm-applicant',
    subject: 'Worker',
    subjectId: userId,
    changes: { before: { confirmed: false }, after: { confirmed: true, status: 'accepted' } },
  });
  const due = isWelcomeMailDue({ wasConfirmed: false, isConfirmed: true, welcomeSentAt: row.welcomeSentAt });
  if (due) {
    await queueWelcomeMail(executor, { accountId, actorId, worker: row, at });
  }
  await publishChange(executor, { accountId, subject: 'Worker', id: userId, action: 'updated' });
  return { welcomeQueued: due };
}
