/**
 * Job ads (spec section 3, Job ad; section 4, Job ad status; issue 16 §3; decision 0050). An ad is written
 * by HR, saved as a draft or posted; a posted (published) ad is listed on the public /apply page and in
 * the public feed until its valid-through day has passed.
 */
export const jobAdStatuses = ['draft', 'published', 'deleted'] as const;
export type JobAdStatus = (typeof jobAdStatuses)[number];

/** What HR does to an ad: save a draft, post it, edit a posted ad, delete it. */
export const jobAdActions = ['save', 'post', 'edit', 'delete'] as const;
export type JobAdAction = (typeof jobAdActions)[number];

export const jobAdEmploymentTypes = ['gig', 'part-time', 'full-time', 'fixed-term'] as const;
export type JobAdEmploymentType = (typeof jobAdEmploymentTypes)[number];

export const jobAdTitleMaxLength = 200;
export const jobAdShortTextMaxLength = 120;
export const jobAdPayTextMaxLength = 300;
export const jobAdDescriptionMaxLength = 10_000;
export const jobAdKeywordMaxLength = 40;
export const jobAdMaxKeywords = 10;
/** An ad's questions to applicants (issue 16 §1): at most ten, each 1–300 characters. */
export const jobAdQuestionMaxLength = 300;
export const jobAdMaxQuestions = 10;

// Spec §4: "Saving a draft sets draft; posting or editing sets published; deleting sets deleted." A posted
// ad is not taken back to a draft (it may already be copied by job boards): it is edited or deleted.
const moves: Record<JobAdStatus, Partial<Record<JobAdAction, JobAdStatus>>> = {
  draft: { save: 'draft', post: 'published', delete: 'deleted' },
  published: { edit: 'published', delete: 'deleted' },
  deleted: {},
};

/** The ad's status after the action, or null when the action is not allowed from its status. */
export function nextJobAdStatus(from: JobAdStatus, action: JobAdAction): JobAdStatus | null {
  return moves[from][action] ?? null;
}

/** The action a form's save means: publishing a posted ad is an edit, else a post; not publishing saves. */
export function jobAdActionOf(from: JobAdStatus | null, publish: boolean): JobAdAction {
  if (!publish) {
    return 'save';
  }
  return from === 'published' ? 'edit' : 'post';
}

/** Listed publicly: published and the valid-through day (Helsinki) not passed. */
export function isJobAdListed(
  ad: { status: JobAdStatus; validThrough: string | null },
  today: string,
): boolean {
  return ad.status === 'published' && (ad.validThrough === null || ad.validThrough >= today);
}

/** schema.org JobPosting employmentType for each of ours (https://schema.org/employmentType). */
export const schemaOrgEmploymentType: Record<JobAdEmploymentType, string> = {
  gig: 'PER_DIEM',
  'part-time': 'PART_TIME',
  'full-time': 'FULL_TIME',
  'fixed-term': 'TEMPORARY',
};
