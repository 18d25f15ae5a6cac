import type { Executor } from '../../db/client';
import { applicationComments } from '../../db/schema/interviews.schema';
import { buildApplicant } from '../interviews/interviews-test-world';

// Records the access-matrix test names in its comment calls: per account an applicant with one comment.
// Resolving and reopening are idempotent, so one comment serves every call.

const fixtures = new Map<string, { applicantId: string; commentId: string }>();

export async function prepareApplicationCommentsAccessFixtures(db: Executor, accountIds: readonly string[]) {
  for (const accountId of accountIds) {
    if (fixtures.has(accountId)) {
      continue;
    }
    const applicant = await buildApplicant(db, { accountId, firstName: 'Kaisa', lastName: 'Kommentti' });
    const [comment] = await db
      .insert(applicationComments)
      .values({ accountId, applicantId: applicant.id, text: 'Soita uudelleen maanantaina.' })
      .returning({ id: applicationComments.id });
    fixtures.set(accountId, { applicantId: applicant.id, commentId: comment?.id ?? '' });
  }
}

function of(accountId: string) {
  const found = fixtures.get(accountId);
  if (!found) {
    throw new Error(`comment fixtures were not prepared for account ${accountId}`);
  }
  return found;
}

export const applicationCommentsAccessFixtures = {
  applicantId: (accountId: string) => of(accountId).applicantId,
  commentId: (accountId: string) => of(accountId).commentId,
};
