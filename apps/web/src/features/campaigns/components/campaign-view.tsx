import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { CampaignView as Campaign } from '@portal/domain/campaigns';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { useCampaignFormat } from './use-campaign-format';

/** A campaign read-only: what the customer sees. */
export function CampaignView({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const format = useCampaignFormat();
  return (
    <PanelSection title={t('campaigns.form.campaign')}>
      <Stack>
        {campaign.announcement && <Text style={{ whiteSpace: 'pre-line' }}>{campaign.announcement}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DefinitionItem label={t('campaigns.form.type')}>
            {t(`campaigns.types.${campaign.type}`)}
          </DefinitionItem>
          <DefinitionItem label={t('campaigns.list.period')}>{format.period(campaign)}</DefinitionItem>
          <DefinitionItem label={t('campaigns.list.pay')}>
            {format.value(campaign, campaign.payValue)}
          </DefinitionItem>
          <DefinitionItem label={t('campaigns.list.price')}>
            {campaign.priceValue === null
              ? t('campaigns.list.noPriceRaise')
              : format.value(campaign, campaign.priceValue)}
          </DefinitionItem>
          <DefinitionItem label={t('campaigns.form.areas')}>
            {campaign.areas.map((area) => area.name).join(', ')}
          </DefinitionItem>
          <DefinitionItem label={t('campaigns.form.applyForPastShifts')}>
            {format.yesNo(campaign.applyForPastShifts)}
          </DefinitionItem>
        </SimpleGrid>
      </Stack>
    </PanelSection>
  );
}
