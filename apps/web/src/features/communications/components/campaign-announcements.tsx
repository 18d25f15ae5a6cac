import { Button, Group, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDayKey } from '@portal/domain/shared';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { useCampaignAnnouncements } from '../api/get-announcements';
import { announcementEditPath, routeAccess } from '../communications.paths';
import { AnnouncementStatusBadge } from './announcement-status-badge';

/** What the campaigns tab needs of a campaign (the app reads them through the campaigns feature). */
export type CampaignSummary = {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  areaNames: string[];
};

export type CampaignAnnouncementsProps = {
  accountId: string;
  campaigns: CampaignSummary[];
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
};

/**
 * The campaigns tab (issue 17 §3): each campaign with its announcement (the newest made for it), and
 * "Announce" to write one to its areas' workers, the editor started from the campaign.
 */
export function CampaignAnnouncements({
  accountId,
  campaigns,
  total,
  page,
  perPage,
  onPage,
}: CampaignAnnouncementsProps) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const announcements = useCampaignAnnouncements(accountId);
  if (campaigns.length === 0) {
    return <Text c="dimmed">{t('communications.campaigns.empty')}</Text>;
  }
  return (
    <QueryState query={announcements} errorTitle={t('communications.campaigns.loadError')}>
      {(data) => (
        <Stack>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('communications.tabs.campaigns')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('communications.campaigns.columns.campaign')}</Table.Th>
                  <Table.Th>{t('communications.campaigns.columns.period')}</Table.Th>
                  <Table.Th>{t('communications.campaigns.columns.announcement')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('communications.campaigns.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {campaigns.map((campaign) => {
                  const announcement = data.items.find((item) => item.campaignId === campaign.id);
                  return (
                    <Table.Tr key={campaign.id}>
                      <Table.Td>
                        <Text fw={500}>{campaign.name}</Text>
                        <Text size="sm" c="dimmed">
                          {campaign.areaNames.join(', ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {formatDayKey(campaign.startDate)}–{formatDayKey(campaign.endDate)}
                      </Table.Td>
                      <Table.Td>
                        {announcement ? (
                          <Group gap="xs">
                            <Link to={announcementEditPath({ id: announcement.announcementId })}>
                              {announcement.title}
                            </Link>
                            <AnnouncementStatusBadge status={announcement.status} />
                          </Group>
                        ) : (
                          <Text c="dimmed">{t('communications.campaigns.none')}</Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {canManage && (
                          <Button
                            component={Link}
                            to={announcementEditPath({ campaignId: campaign.id })}
                            variant="light"
                            size="xs"
                            leftSection={<IconSpeakerphone size={14} aria-hidden />}
                            aria-label={t('communications.campaigns.announceNamed', { name: campaign.name })}
                          >
                            {t('communications.campaigns.announce')}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {total > perPage && (
            <Group justify="center">
              <Pagination
                total={Math.ceil(total / perPage)}
                value={page}
                onChange={onPage}
                getControlProps={(control) => ({ 'aria-label': t(`communications.pagination.${control}`) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
