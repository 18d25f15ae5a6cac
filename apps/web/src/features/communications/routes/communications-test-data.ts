import type { Announcement } from '@portal/domain/announcements';
import { buildMe } from '@/testing/build-me';

export const me = buildMe('admin');
export const accountId = me.accounts[0]?.id ?? '';
export const apiBase = `/api/accounts/${accountId}/announcements`;
export const coverId = '8a000000-0000-4000-8000-000000000001';

export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: '8b000000-0000-4000-8000-000000000001',
    accountId,
    title: 'Joulun lisävuorot',
    summary: 'Tarvitsemme tekijöitä joulun ajalle.',
    text: 'Hae lisävuoroja sovelluksesta.',
    expiresOn: '2026-12-31',
    coverImage: {
      id: coverId,
      url: `/api/accounts/${accountId}/images/${coverId}`,
      width: 1200,
      height: 600,
    },
    targets: { region: null, cities: [], roles: [] },
    sticky: false,
    isDraft: false,
    status: 'active',
    campaignId: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
