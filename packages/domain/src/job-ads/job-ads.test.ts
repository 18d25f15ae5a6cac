import { describe, expect, it } from 'vitest';
import {
  isJobAdListed,
  type JobAdAction,
  type JobAdStatus,
  jobAdActionOf,
  jobAdActions,
  jobAdStatuses,
  nextJobAdStatus,
} from './job-ads';
import { jobAdInputSchema } from './job-ads.inputs';

describe('job ad status (spec §4)', () => {
  // Every state × action: saving a draft keeps a draft, posting publishes, editing keeps a posted ad
  // posted, deleting deletes; a posted ad is not saved back to a draft, a deleted ad is final.
  const expected: Record<JobAdStatus, Record<JobAdAction, JobAdStatus | null>> = {
    draft: { save: 'draft', post: 'published', edit: null, delete: 'deleted' },
    published: { save: null, post: null, edit: 'published', delete: 'deleted' },
    deleted: { save: null, post: null, edit: null, delete: null },
  };
  for (const from of jobAdStatuses) {
    for (const action of jobAdActions) {
      it(`${from} + ${action} → ${expected[from][action] ?? 'refused'}`, () => {
        expect(nextJobAdStatus(from, action)).toBe(expected[from][action]);
      });
    }
  }

  it('reads the form’s publish flag as the action for the ad’s status', () => {
    expect(jobAdActionOf(null, false)).toBe('save');
    expect(jobAdActionOf(null, true)).toBe('post');
    expect(jobAdActionOf('draft', true)).toBe('post');
    expect(jobAdActionOf('published', true)).toBe('edit');
    expect(jobAdActionOf('published', false)).toBe('save');
  });

  it('lists a published ad through its valid-through day, never a draft or a deleted one', () => {
    expect(isJobAdListed({ status: 'published', validThrough: null }, '2026-12-01')).toBe(true);
    expect(isJobAdListed({ status: 'published', validThrough: '2026-12-01' }, '2026-12-01')).toBe(true);
    expect(isJobAdListed({ status: 'published', validThrough: '2026-11-30' }, '2026-12-01')).toBe(false);
    expect(isJobAdListed({ status: 'draft', validThrough: null }, '2026-12-01')).toBe(false);
    expect(isJobAdListed({ status: 'deleted', validThrough: null }, '2026-12-01')).toBe(false);
  });
});

describe('jobAdInputSchema', () => {
  const valid = {
    title: ' Sairaanhoitaja keikoille ',
    role: 'sairaanhoitaja',
    region: '',
    city: 'Tampere',
    employmentType: 'gig',
    startsOn: '2026-12-01',
    validThrough: '2026-12-01',
    payText: '',
    description: 'Keikkoja Tampereella.',
    keywords: [' yö ', 'Yö', '', 'ilta'],
    publish: false,
  } as const;
  const messages = (input: object) =>
    jobAdInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

  it('trims, drops empty and repeated keywords, and empties optional texts to null', () => {
    expect(jobAdInputSchema.parse(valid)).toMatchObject({
      title: 'Sairaanhoitaja keikoille',
      region: null,
      payText: null,
      keywords: ['yö', 'ilta'],
    });
  });

  it('requires title, role, description and employment type', () => {
    for (const field of ['title', 'role', 'description'] as const) {
      expect(jobAdInputSchema.safeParse({ ...valid, [field]: '  ' }).success).toBe(false);
    }
    expect(jobAdInputSchema.safeParse({ ...valid, employmentType: 'forever' }).success).toBe(false);
  });

  it('refuses a valid-through day before the start', () => {
    expect(messages({ ...valid, validThrough: '2026-11-30' })).toEqual(['JOB_AD_DATES_INVALID']);
    expect(jobAdInputSchema.safeParse({ ...valid, startsOn: null }).success).toBe(true);
  });

  it('allows ten keywords and refuses eleven', () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => `sana${index}`);
    expect(jobAdInputSchema.safeParse({ ...valid, keywords: words(10) }).success).toBe(true);
    expect(messages({ ...valid, keywords: words(11) })).toEqual(['JOB_AD_KEYWORDS_TOO_MANY']);
  });
});
