import type { JobAdView } from '@portal/domain/job-ads';
import { accountIds } from '@/testing/build-me';

export const jobAdsPath = `/api/accounts/${accountIds.first}/job-ads`;
export const adId = '50000000-0000-4000-8000-000000000001';

export function buildJobAd(overrides: Partial<JobAdView> = {}): JobAdView {
  return {
    id: adId,
    accountId: accountIds.first,
    title: 'Sairaanhoitaja keikoille',
    role: 'sairaanhoitaja',
    region: 'Uusimaa',
    city: 'Helsinki',
    employmentType: 'gig',
    startsOn: null,
    validThrough: '2026-12-31',
    payText: '27–33 €/h',
    description: 'Keikkoja Helsingissä.',
    keywords: ['hoiva'],
    questions: [],
    status: 'published',
    publishedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
