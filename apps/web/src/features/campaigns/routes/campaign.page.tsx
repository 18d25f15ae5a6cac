import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { CampaignValues } from '@portal/domain/campaigns';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useCampaign, useCampaignAreaOptions, useSaveCampaign } from '../api/campaigns-api';
import { campaignPath, paths, routeAccess } from '../campaigns.paths';
import { CampaignForm } from '../components/campaign-form';
import { emptyCampaignValues, valuesOfCampaign } from '../components/campaign-form-values';
import { CampaignView } from '../components/campaign-view';
import { DeleteCampaignButton } from '../components/delete-campaign-button';

function NewCampaign({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveCampaign(accountId, null);
  const areas = useCampaignAreaOptions(accountId);
  const handleSubmit = async (input: CampaignValues) => {
    const campaign = await save.mutateAsync(input);
    notify.success({ message: t('campaigns.edit.created') });
    await navigate(campaignPath(campaign.id));
  };
  return (
    <>
      <PageTitle>{t('campaigns.edit.createTitle')}</PageTitle>
      <CampaignForm
        initialValues={emptyCampaignValues()}
        areaOptions={areas.data ?? []}
        submitLabel={t('campaigns.form.create')}
        isPending={save.isPending}
        onSubmit={handleSubmit}
      />
    </>
  );
}

function EditableCampaign({ accountId, campaignId }: { accountId: string; campaignId: string }) {
  const { t } = useTranslation();
  const campaign = useCampaign(accountId, campaignId);
  const save = useSaveCampaign(accountId, campaignId);
  const canUpdate = useCan(routeAccess.campaignsUpdate);
  const canDelete = useCan(routeAccess.campaignsDelete);
  const areas = useCampaignAreaOptions(accountId);

  if (campaign.isPending || campaign.isError) {
    return (
      <>
        {campaign.isError && <PageTitle>{t('campaigns.edit.loadError')}</PageTitle>}
        <QueryState query={campaign} errorTitle={t('campaigns.edit.loadError')} />
      </>
    );
  }
  const handleSubmit = async (input: CampaignValues) => {
    await save.mutateAsync(input);
    notify.success({ message: t('campaigns.edit.saved') });
  };
  // The areas the campaign has stay choosable even beyond the first hundred the list offers.
  const options = [
    ...(areas.data ?? []),
    ...campaign.data.areas
      .filter((area) => !areas.data?.some((option) => option.value === area.id))
      .map((area) => ({ value: area.id, label: area.name })),
  ];
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('campaigns.edit.title', { name: campaign.data.name })}</PageTitle>
        {canDelete && <DeleteCampaignButton accountId={accountId} campaign={campaign.data} />}
      </Group>
      {canUpdate ? (
        <CampaignForm
          key={campaign.data.updatedAt}
          initialValues={valuesOfCampaign(campaign.data)}
          areaOptions={options}
          submitLabel={t('campaigns.form.save')}
          isPending={save.isPending}
          onSubmit={handleSubmit}
        />
      ) : (
        <CampaignView campaign={campaign.data} />
      )}
    </>
  );
}

/**
 * /apps/billing/campaigns/create/:id?: without an id a new campaign (admins); with one the campaign,
 * editable for admins and read-only for the customer.
 */
export function CampaignPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  const canCreate = useCan(routeAccess.campaignsCreate);
  const content = () => {
    if (!accountId) {
      return <Text>{t('campaigns.noAccount')}</Text>;
    }
    if (id) {
      return <EditableCampaign key={`${accountId}:${id}`} accountId={accountId} campaignId={id} />;
    }
    return canCreate ? (
      <NewCampaign key={accountId} accountId={accountId} />
    ) : (
      <Text>{t('campaigns.edit.notAllowed')}</Text>
    );
  };
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.campaignsList} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('campaigns.edit.backToList')}
      </Anchor>
      {content()}
    </Stack>
  );
}
