import { type JobAdView, type PublicJobAd, schemaOrgEmploymentType } from '@portal/domain/job-ads';
import { helsinkiDayKey } from '@portal/domain/shared';
import type { JobAdRow, PublicJobAdRow } from './job-ads.repository';

export function presentJobAd(row: JobAdRow): JobAdView {
  return {
    id: row.id,
    accountId: row.accountId,
    title: row.title,
    role: row.role,
    region: row.region,
    city: row.city,
    employmentType: row.employmentType,
    startsOn: row.startsOn,
    validThrough: row.validThrough,
    payText: row.payText,
    description: row.description,
    keywords: row.keywords,
    questions: row.questions,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The address of an ad's public page. */
export const publicJobAdUrl = (publicUrl: string, id: string) => `${publicUrl}/apply/${id}`;

/** A listed ad as the feed, the JSON-LD and the /apply pages show it (never who wrote it). */
export function presentPublicJobAd(row: PublicJobAdRow, publicUrl: string): PublicJobAd {
  return {
    id: row.id,
    url: publicJobAdUrl(publicUrl, row.id),
    title: row.title,
    description: row.description,
    role: row.role,
    employmentType: row.employmentType,
    schemaOrgEmploymentType: schemaOrgEmploymentType[row.employmentType],
    datePosted: helsinkiDayKey(row.publishedAt ?? row.updatedAt),
    validThrough: row.validThrough,
    startsOn: row.startsOn,
    payText: row.payText,
    keywords: row.keywords,
    hiringOrganization: row.accountName,
    region: row.region,
    city: row.city,
    country: 'FI',
  };
}
