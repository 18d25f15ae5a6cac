import { Button } from '@mantine/core';
import type { CampaignView } from '@portal/domain/campaigns';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useDeleteCampaign } from '../api/campaigns-api';
import { paths } from '../campaigns.paths';

/** Deletes a campaign after a confirmation that says it cannot be undone (spec section 5). */
export function DeleteCampaignButton({ accountId, campaign }: { accountId: string; campaign: CampaignView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteCampaign = useDeleteCampaign(accountId, campaign.id);
  const [isConfirming, setIsConfirming] = useState(false);

  const handleDelete = async () => {
    try {
      await deleteCampaign.mutateAsync();
      notify.success({ message: t('campaigns.delete.deleted') });
      await navigate(paths.campaignsList);
    } catch {
      // The query client's default handler has shown the failure.
      setIsConfirming(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setIsConfirming(true)}
      >
        {t('campaigns.delete.button')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('campaigns.delete.title')}
        message={t('campaigns.delete.message', { name: campaign.name })}
        confirmLabel={t('campaigns.delete.confirm')}
        isPending={deleteCampaign.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
