import type { CampaignView } from '@portal/domain/campaigns';
import { formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';

/**
 * How a campaign's values and period read in the UI language: "5,50 € / h", "20,00 € / vuoro", "10,5 %",
 * days DD.MM.YYYY in every language.
 */
export function useCampaignFormat() {
  const { t, i18n } = useTranslation();
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const value = (campaign: Pick<CampaignView, 'type'>, amount: number) =>
    t(`campaigns.values.${campaign.type}`, {
      value: campaign.type === 'percent-raise' ? number.format(amount / 100) : euros.format(amount / 100),
    });
  const period = (campaign: Pick<CampaignView, 'startDate' | 'endDate'>) =>
    `${formatDayKey(campaign.startDate)}–${formatDayKey(campaign.endDate)}`;
  const yesNo = (flag: boolean) => (flag ? t('campaigns.yes') : t('campaigns.no'));
  return { value, period, yesNo };
}
