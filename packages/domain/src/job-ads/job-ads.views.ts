import { z } from 'zod';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import { jobAdEmploymentTypes, jobAdStatuses } from './job-ads';

/** A job ad as the staff list and form show it. */
export const jobAdViewSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  title: z.string(),
  role: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  employmentType: z.enum(jobAdEmploymentTypes),
  startsOn: z.iso.date().nullable(),
  validThrough: z.iso.date().nullable(),
  payText: z.string().nullable(),
  description: z.string(),
  keywords: z.array(z.string()),
  questions: z.array(z.string()),
  status: z.enum(jobAdStatuses),
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JobAdView = z.infer<typeof jobAdViewSchema>;

export const jobAdPageSchema = pagedSchema(jobAdViewSchema);
export type JobAdPage = z.infer<typeof jobAdPageSchema>;

export const jobAdSorts = ['updated', 'title', 'published'] as const;
export type JobAdSort = (typeof jobAdSorts)[number];

/** The staff list: deleted ads only when asked for by status; search in title, role, region and city. */
export const listJobAdsQuerySchema = z.object({
  status: z.enum(jobAdStatuses).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(jobAdSorts).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQueryFields(),
});
export type ListJobAdsQuery = z.input<typeof listJobAdsQuerySchema>;

export const deletedJobAdSchema = z.object({ id: z.uuid(), status: z.literal('deleted') });
export type DeletedJobAd = z.infer<typeof deletedJobAdSchema>;

/** A published ad in the public feed: the fields of its schema.org JobPosting. */
export const publicJobAdSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  role: z.string(),
  employmentType: z.enum(jobAdEmploymentTypes),
  /** schema.org employmentType: FULL_TIME, PART_TIME, TEMPORARY, PER_DIEM. */
  schemaOrgEmploymentType: z.string(),
  datePosted: z.iso.date(),
  validThrough: z.iso.date().nullable(),
  startsOn: z.iso.date().nullable(),
  payText: z.string().nullable(),
  keywords: z.array(z.string()),
  hiringOrganization: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  country: z.literal('FI'),
});
export type PublicJobAd = z.infer<typeof publicJobAdSchema>;

/** The public search (also the /apply page's GET form): role, region, words. */
export const publicJobAdsQuerySchema = z.object({
  role: z.string().trim().max(100).optional(),
  region: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
});
export type PublicJobAdsQuery = z.infer<typeof publicJobAdsQuerySchema>;

export const publicJobAdListSchema = z.object({ items: z.array(publicJobAdSchema) });
