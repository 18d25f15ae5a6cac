import { describe, expect, it } from 'vitest';
import {
  type AnnouncementStatus,
  announcementStatusColours,
  announcementStatuses,
  deriveAnnouncementStatus,
} from './announcement-status';

const expiresOn = '2026-11-30';

describe('announcement status (spec §4)', () => {
  it.each<[string, boolean, string, AnnouncementStatus]>([
    ['a draft before its expiry', true, '2026-11-01', 'draft'],
    ['a draft on its expiry day', true, '2026-11-30', 'draft'],
    ['a draft after its expiry', true, '2026-12-01', 'draft'],
    ['a published one long before expiry', false, '2026-11-01', 'active'],
    ['a published one the day before expiry', false, '2026-11-29', 'active'],
    ['a published one on its expiry day', false, '2026-11-30', 'active'],
    ['a published one the day after expiry', false, '2026-12-01', 'expired'],
    ['a published one a year after expiry', false, '2027-11-30', 'expired'],
  ])('%s is %s', (_, isDraft, today, status) => {
    expect(deriveAnnouncementStatus({ isDraft, expiresOn }, today)).toBe(status);
  });

  it('colours every status as the spec says: draft secondary, active primary, expired danger', () => {
    expect(announcementStatuses.map((status) => announcementStatusColours[status])).toEqual([
      'secondary',
      'primary',
      'danger',
    ]);
  });
});
