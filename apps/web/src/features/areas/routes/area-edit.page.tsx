import { Anchor, Stack, Text } from '@mantine/core';
import type { Area } from '@portal/domain/areas';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/features/areas/areas.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useCreateArea } from '../api/create-area';
import { useArea } from '../api/get-area';
import { useUpdateArea } from '../api/update-area';
import { AreaForm } from '../components/area-form';
import { areaFormValuesOf, newAreaFormValues } from '../components/area-form-values';
import { DeleteAreaButton } from '../components/delete-area-button';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.areasList} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('areas.edit.backToList')}
    </Anchor>
  );
}

function CreateArea({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const createArea = useCreateArea(accountId);
  return (
    <>
      <PageTitle>{t('areas.form.createTitle')}</PageTitle>
      <AreaForm
        accountId={accountId}
        initialValues={newAreaFormValues(t('areas.form.absenceInfoDefault'))}
        submitLabel={t('areas.form.create')}
        isPending={createArea.isPending}
        onSubmit={async (input) => {
          await createArea.mutateAsync(input);
          notify.success({ message: t('areas.notifications.created') });
          await navigate(paths.areasList);
        }}
      />
    </>
  );
}

function EditForm({ accountId, area }: { accountId: string; area: Area }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateArea = useUpdateArea(accountId, area.id);
  const canDelete = useCan({ action: 'delete', subject: 'Area' });
  return (
    <>
      <PageTitle>{t('areas.form.editTitle', { name: area.name })}</PageTitle>
      <AreaForm
        accountId={accountId}
        area={area}
        initialValues={areaFormValuesOf(area)}
        submitLabel={t('areas.form.save')}
        isPending={updateArea.isPending}
        extraActions={canDelete ? <DeleteAreaButton accountId={accountId} area={area} /> : null}
        onSubmit={async (input) => {
          await updateArea.mutateAsync({ ...input, expectedUpdatedAt: area.updatedAt });
          notify.success({ message: t('areas.notifications.updated') });
          await navigate(paths.areasList);
        }}
      />
    </>
  );
}

function EditArea({ accountId, areaId }: { accountId: string; areaId: string }) {
  const { t } = useTranslation();
  const area = useArea(accountId, areaId);
  if (area.isPending || area.isError) {
    return <QueryState query={area} errorTitle={t('areas.edit.loadError')} recordId={areaId} />;
  }
  return <EditForm key={area.data.updatedAt} accountId={accountId} area={area.data} />;
}

/** /apps/hr/areas-management/create/:id?: a new area without an id; edit and delete with one. */
export function AreaEditPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  let content = <Text>{t('areas.noAccount')}</Text>;
  if (accountId) {
    content = id ? (
      <EditArea key={`${accountId}:${id}`} accountId={accountId} areaId={id} />
    ) : (
      <CreateArea key={accountId} accountId={accountId} />
    );
  }
  return (
    <Stack gap="xs">
      <BackToList />
      {content}
    </Stack>
  );
}
