import type { PublicJobAd } from '@portal/domain/job-ads';

/**
 * Posting an ad to an external job board (issue 16 §3, decision 0050). The service calls `publish` when an
 * ad is posted or a posted ad is edited, and `unpublish` when it is deleted, after the change is committed.
 * A board adapter that pushes ads (an API of a board) implements this; a failure there must not undo the
 * ad's change, so the service logs it and goes on.
 */
export type JobBoardPublisher = {
  readonly name: string;
  publish(ad: PublicJobAd): Promise<void>;
  unpublish(adId: string): Promise<void>;
};

/**
 * The default: boards pull the public feed (`GET /api/public/job-ads`, `/apply/feed.xml`), which already
 * lists a posted ad and drops a deleted or expired one, so nothing is pushed.
 */
export const feedJobBoardPublisher: JobBoardPublisher = {
  name: 'feed',
  publish: async () => {},
  unpublish: async () => {},
};
