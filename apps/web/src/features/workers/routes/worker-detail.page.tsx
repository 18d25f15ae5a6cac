import { Anchor, Stack, Text } from '@mantine/core';
import type { Worker, WorkerInput } from '@portal/domain/workers';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { paths } from '@/features/workers/workers.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useWorker } from '../api/get-worker';
import { useWorkerOptions } from '../api/get-worker-options';
import { useUpdateWorker } from '../api/update-worker';
import { WorkerActivitySections } from '../components/worker-activity-sections';
import { WorkerForm } from '../components/worker-form';
import { WorkerProfile } from '../components/worker-profile';
import { CurrentWorkerProvider } from '../current-worker';

function EditWorker({ accountId, worker }: { accountId: string; worker: Worker }) {
  const { t } = useTranslation();
  const options = useWorkerOptions(accountId);
  const updateWorker = useUpdateWorker(accountId, worker.id);

  const handleSubmit = async (input: WorkerInput) => {
    const saved = await updateWorker.mutateAsync(input);
    notify.success({ message: t('workers.form.saved') });
    if (!worker.welcomeSentAt && saved.welcomeSentAt) {
      notify.success({ message: t('workers.form.welcomeQueued', { email: saved.email }) });
    }
    return saved;
  };

  return (
    <WorkerForm
      accountId={accountId}
      worker={worker}
      options={options.data}
      submitLabel={t('workers.form.save')}
      onSubmit={handleSubmit}
    />
  );
}

function WorkerDetail({
  accountId,
  workerId,
  children,
}: {
  accountId: string;
  workerId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const worker = useWorker(accountId, workerId);
  const canUpdate = useCan({ action: 'update', subject: 'Worker' });

  if (worker.isPending || worker.isError) {
    return <QueryState query={worker} errorTitle={t('workers.detail.loadError')} />;
  }
  const { id, fullName, email, mobile, confirmed } = worker.data;
  return (
    <CurrentWorkerProvider worker={{ id, accountId, fullName, email, mobile, confirmed }}>
      <PageTitle>{fullName}</PageTitle>
      <Stack>
        <PanelSection title={t('workers.detail.profile')}>
          <WorkerProfile worker={worker.data} />
        </PanelSection>
        {canUpdate && (
          <PanelSection title={t('workers.detail.edit')}>
            <EditWorker accountId={accountId} worker={worker.data} />
          </PanelSection>
        )}
        <WorkerActivitySections accountId={accountId} workerId={workerId} />
        {children}
      </Stack>
    </CurrentWorkerProvider>
  );
}

/**
 * /apps/hr/personels/edit/:id: the worker's profile, edit form, upcoming shifts, confirmed areas and
 * history. Panels of other features (blocks, temporary contract, messages) are passed as `children`, shown
 * below, and read the worker with `useCurrentWorker()`.
 */
export function WorkerDetailPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.workersList} mb="xs" size="sm">
        {t('workers.detail.back')}
      </Anchor>
      {accountId && id ? (
        <WorkerDetail accountId={accountId} workerId={id}>
          {children}
        </WorkerDetail>
      ) : (
        <Text>{t('workers.noAccount')}</Text>
      )}
    </Stack>
  );
}
