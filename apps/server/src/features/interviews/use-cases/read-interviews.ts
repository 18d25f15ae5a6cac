import type { Actor } from '@portal/domain/access';
import type { UpcomingInterviewList } from '@portal/domain/interviews';
import { presentUpcoming } from '../interviews.presenter';
import { listRecruiterRows, listUpcomingRows } from '../interviews.repository';
import type { InterviewsDependencies } from './interview-use-case';

/** The most coming interviews listed at once (a recruiter's next weeks). */
export const upcomingLimit = 100;

export async function upcomingInterviews(
  { db, clock }: InterviewsDependencies,
  { actor, accountId }: { actor: Actor; accountId: string },
): Promise<UpcomingInterviewList> {
  const rows = await listUpcomingRows(db, {
    accountId,
    userId: actor.userId,
    from: clock.now(),
    limit: upcomingLimit,
  });
  return { items: rows.map(presentUpcoming) };
}

export async function interviewRecruiters({ db }: InterviewsDependencies, accountId: string) {
  return { items: await listRecruiterRows(db, accountId) };
}
