import type { ReactNode } from 'react';
import type { RouteAccess } from '@/lib/can';

/** The spec's tabs of the communications list (section 2), in its order; each label is in this feature's texts. */
export const communicationsTabKeys = ['announcements', 'sms', 'campaigns', 'questionnaires'] as const;
export type CommunicationsTabKey = (typeof communicationsTabKeys)[number];

/**
 * One tab of the communications list. The app composes the list from the features that own each tab
 * (features do not import each other), so adding a tab is one entry in the app's list.
 */
export type CommunicationsTab = {
  key: CommunicationsTabKey;
  /** Who sees the tab (e.g. the campaigns are the agreements': Contract); everyone of the page when absent. */
  access?: RouteAccess;
  render: (accountId: string) => ReactNode;
};
