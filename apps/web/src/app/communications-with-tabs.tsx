import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useCampaigns } from '@/features/campaigns/api/campaigns-api';
import { routeAccess as campaignsAccess } from '@/features/campaigns/campaigns.paths';
import { AnnouncementsTab } from '@/features/communications/components/announcements-tab';
import { CampaignAnnouncements } from '@/features/communications/components/campaign-announcements';
import type { CommunicationsTab } from '@/features/communications/components/communications-tabs';
import { CommunicationsListPage } from '@/features/communications/routes/communications-list.page';
import { QuestionnairesTab } from '@/features/questionnaires';
import { SmsBroadcastsTab } from '@/features/sms-broadcasts';

const campaignsPerPage = 10;

/** The campaigns tab: the campaigns feature's list, each with the communications feature's announcement. */
function CampaignsTab({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const campaigns = useCampaigns(accountId, { page, perPage: campaignsPerPage });
  return (
    <QueryState query={campaigns} errorTitle={t('communications.campaigns.loadError')}>
      {(data) => (
        <CampaignAnnouncements
          accountId={accountId}
          campaigns={data.items.map((campaign) => ({
            id: campaign.id,
            name: campaign.name,
            startDate: campaign.startDate,
            endDate: campaign.endDate,
            areaNames: campaign.areas.map((area) => area.name),
          }))}
          total={data.total}
          page={page}
          perPage={campaignsPerPage}
          onPage={setPage}
        />
      )}
    </QueryState>
  );
}

/**
 * The communications list's tabs, in the spec's order (announcements, SMS, campaigns, questionnaires).
 * Each tab belongs to its own feature; adding one is one entry here.
 */
export const communicationsTabs: readonly CommunicationsTab[] = [
  { key: 'announcements', render: (accountId) => <AnnouncementsTab key={accountId} accountId={accountId} /> },
  { key: 'sms', render: (accountId) => <SmsBroadcastsTab key={accountId} accountId={accountId} /> },
  // Campaigns are the agreements' (Contract): agents, who have no agreements, do not get the tab.
  {
    key: 'campaigns',
    access: campaignsAccess.campaignsEdit,
    render: (accountId) => <CampaignsTab key={accountId} accountId={accountId} />,
  },
  {
    key: 'questionnaires',
    render: (accountId) => <QuestionnairesTab key={accountId} accountId={accountId} />,
  },
];

export function CommunicationsWithTabs() {
  return <CommunicationsListPage tabs={communicationsTabs} />;
}
