import { Anchor, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { type CampaignView, listCampaignsQuerySchema } from '@portal/domain/campaigns';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useSearchListParams } from '@/hooks/use-search-list-params';
import { useCan } from '@/lib/can';
import { useCampaigns } from '../api/campaigns-api';
import { campaignPath, routeAccess } from '../campaigns.paths';
import { useCampaignFormat } from './use-campaign-format';

function CampaignsTable({ campaigns, label }: { campaigns: readonly CampaignView[]; label: string }) {
  const { t } = useTranslation();
  const format = useCampaignFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('campaigns.list.name')}</Table.Th>
            <Table.Th scope="col">{t('campaigns.list.type')}</Table.Th>
            <Table.Th scope="col">{t('campaigns.list.pay')}</Table.Th>
            <Table.Th scope="col">{t('campaigns.list.price')}</Table.Th>
            <Table.Th scope="col">{t('campaigns.list.period')}</Table.Th>
            <Table.Th scope="col">{t('campaigns.list.areas')}</Table.Th>
            <Table.Th scope="col">{t('campaigns.list.applyForPast')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <Anchor component={Link} to={campaignPath(campaign.id)}>
                  {campaign.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`campaigns.types.${campaign.type}`)}</Table.Td>
              <Table.Td>{format.value(campaign, campaign.payValue)}</Table.Td>
              <Table.Td>
                {campaign.priceValue === null ? '–' : format.value(campaign, campaign.priceValue)}
              </Table.Td>
              <Table.Td>{format.period(campaign)}</Table.Td>
              <Table.Td>{campaign.areas.map((area) => area.name).join(', ')}</Table.Td>
              <Table.Td>{format.yesNo(campaign.applyForPastShifts)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The contracts list's campaigns tab: the account's campaigns by start date, and "New campaign" for admins. */
export function CampaignsPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canCreate = useCan(routeAccess.campaignsCreate);
  const { query, setPage } = useSearchListParams(listCampaignsQuerySchema);
  const campaigns = useCampaigns(accountId, query);
  const pageCount = campaigns.data ? Math.max(1, Math.ceil(campaigns.data.total / query.perPage)) : 1;
  return (
    <Stack>
      {canCreate && (
        <Group>
          <Button component={Link} to={campaignPath()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('campaigns.list.create')}
          </Button>
        </Group>
      )}
      <QueryState query={campaigns} errorTitle={t('campaigns.list.loadError')} />
      {campaigns.data &&
        (campaigns.data.items.length === 0 ? (
          <Text>{t('campaigns.list.empty')}</Text>
        ) : (
          <CampaignsTable campaigns={campaigns.data.items} label={t('campaigns.list.title')} />
        ))}
      {campaigns.data && pageCount > 1 && (
        <nav aria-label={t('campaigns.list.pagination.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(query.page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': t(`campaigns.list.pagination.${control}`) })}
            getItemProps={(page) => ({
              'aria-label': t('campaigns.list.pagination.page', { page }),
              'aria-current': page === query.page ? 'page' : undefined,
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
