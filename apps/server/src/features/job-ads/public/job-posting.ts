import type { PublicJobAd } from '@portal/domain/job-ads';
import { helsinkiDayEnd } from '@portal/domain/shared';

/**
 * The ad as schema.org JobPosting (what search engines' job listings read): title, description,
 * datePosted, validThrough, employmentType, hiringOrganization, jobLocation (city, region, FI). The pay is
 * free text, not a number with a unit, so it goes into the description rather than baseSalary.
 */
export function jobPostingOf(ad: PublicJobAd): Record<string, unknown> {
  const description = ad.payText ? `${ad.description}\n\n${ad.payText}` : ad.description;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: ad.title,
    description,
    identifier: { '@type': 'PropertyValue', name: ad.hiringOrganization, value: ad.id },
    datePosted: ad.datePosted,
    // Open through the whole last day in Helsinki: the instant it ends.
    ...(ad.validThrough ? { validThrough: helsinkiDayEnd(ad.validThrough).toISOString() } : {}),
    employmentType: ad.schemaOrgEmploymentType,
    hiringOrganization: { '@type': 'Organization', name: ad.hiringOrganization },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(ad.city ? { addressLocality: ad.city } : {}),
        ...(ad.region ? { addressRegion: ad.region } : {}),
        addressCountry: 'FI',
      },
    },
    occupationalCategory: ad.role,
    ...(ad.keywords.length > 0 ? { skills: ad.keywords.join(', ') } : {}),
    url: ad.url,
  };
}
