import { describe, expect, it } from 'vitest';
import { announcementInputSchema } from './announcements.inputs';

const complete = {
  title: 'Joulun lisävuorot',
  summary: 'Tarvitsemme tekijöitä.',
  text: 'Hae sovelluksesta.',
  expiresOn: '2026-12-31',
  coverImageId: '8a000000-0000-4000-8000-000000000001',
};

describe('announcement input (spec §5)', () => {
  it('reaches everyone, unpinned and published, when only the five required parts are given', () => {
    expect(announcementInputSchema.parse(complete)).toEqual({
      ...complete,
      targets: { region: null, cities: [], roles: [] },
      sticky: false,
      isDraft: false,
      campaignId: null,
    });
  });

  it.each([
    ['title', '   ', 'ANNOUNCEMENT_TITLE_REQUIRED'],
    ['summary', '', 'ANNOUNCEMENT_SUMMARY_REQUIRED'],
    ['text', '', 'ANNOUNCEMENT_TEXT_REQUIRED'],
    ['expiresOn', '31.12.2026', 'ANNOUNCEMENT_EXPIRATION_REQUIRED'],
    ['expiresOn', undefined, 'ANNOUNCEMENT_EXPIRATION_REQUIRED'],
    ['coverImageId', '', 'ANNOUNCEMENT_COVER_IMAGE_REQUIRED'],
    ['coverImageId', undefined, 'ANNOUNCEMENT_COVER_IMAGE_REQUIRED'],
  ])('refuses %s %o with its own message, for a draft too', (field, value, message) => {
    const result = announcementInputSchema.safeParse({ ...complete, [field]: value, isDraft: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([[field, message]]);
  });
});
