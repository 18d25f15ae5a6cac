import type { CampaignView } from '@portal/domain/campaigns';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { notify } from '@/lib/notify';
import { useDeleteCampaign } from '../api/campaigns-api';
import { paths } from '../campaigns.paths';

/** Deletes a campaign after a confirmation that says it cannot be undone (spec section 5). */
export function DeleteCampaignButton({ accountId, campaign }: { accountId: string; campaign: CampaignView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteCampaign = useDeleteCampaign(accountId, campaign.id);
  return (
    <ConfirmedDeleteButton
      label={t('campaigns.delete.button')}
      title={t('campaigns.delete.title')}
      message={t('campaigns.delete.message', { name: campaign.name })}
      confirmLabel={t('campaigns.delete.confirm')}
      isPending={deleteCampaign.isPending}
      onDelete={async () => {
        await deleteCampaign.mutateAsync();
        notify.success({ message: t('campaigns.delete.deleted') });
        await navigate(paths.campaignsList);
      }}
    />
  );
}
