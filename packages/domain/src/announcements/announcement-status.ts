/**
 * An announcement's status is never stored (spec §4): the draft flag gives draft; otherwise it is active
 * while its expiration day has not passed in Helsinki, and expired from the next day on. The same rule
 * decides what the worker app's feed shows, so the portal's badge and the phone never disagree.
 */
export const announcementStatuses = ['draft', 'active', 'expired'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** The spec's colours (§4: draft secondary, active primary, expired danger) as theme colour roles. */
export const announcementStatusColours: Record<AnnouncementStatus, 'secondary' | 'primary' | 'danger'> = {
  draft: 'secondary',
  active: 'primary',
  expired: 'danger',
};

/**
 * The status on `today` (a Helsinki `YYYY-MM-DD`): the expiration day itself is still active, the worker
 * reads "valid until 30.11." as including the 30th. Day keys compare as strings.
 */
export function deriveAnnouncementStatus(
  announcement: { isDraft: boolean; expiresOn: string },
  today: string,
): AnnouncementStatus {
  if (announcement.isDraft) {
    return 'draft';
  }
  return announcement.expiresOn >= today ? 'active' : 'expired';
}
