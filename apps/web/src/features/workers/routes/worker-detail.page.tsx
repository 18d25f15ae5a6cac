import { Anchor, Stack, Text } from '@mantine/core';
import type { Worker, WorkerInput } from '@portal/domain/workers';
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
import { WorkerHistorySection, WorkerShiftsSections } from '../components/worker-activity-sections';
import { WorkerForm } from '../components/worker-form';
import { WorkerPaymentDetailsPanel } from '../components/worker-payment-details-panel';
import { WorkerProfile } from '../components/worker-profile';
import { CurrentWorkerProvider } from '../current-worker';
import { WorkerDetailTabs, type WorkerPanels } from './worker-detail-tabs';

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
  panels,
}: {
  accountId: string;
  workerId: string;
  panels: WorkerPanels;
}) {
  const { t } = useTranslation();
  const worker = useWorker(accountId, workerId);
  const canUpdate = useCan({ action: 'update', subject: 'Worker' });
  // Payment details are payroll data: agents manage the worker but never see this tab (issue 14 §3).
  const canReadPayroll = useCan({ action: 'read', subject: 'Payroll' });

  if (worker.isPending || worker.isError) {
    return <QueryState query={worker} errorTitle={t('workers.detail.loadError')} recordId={workerId} />;
  }
  const { id, fullName, email, mobile, confirmed } = worker.data;
  return (
    <CurrentWorkerProvider worker={{ id, accountId, fullName, email, mobile, confirmed }}>
      <PageTitle>{fullName}</PageTitle>
      <WorkerDetailTabs
        content={{
          profile: (
            <>
              <PanelSection title={t('workers.detail.profile')}>
                <WorkerProfile worker={worker.data} />
              </PanelSection>
              {canUpdate && (
                <PanelSection title={t('workers.detail.edit')}>
                  <EditWorker accountId={accountId} worker={worker.data} />
                </PanelSection>
              )}
              <WorkerHistorySection accountId={accountId} workerId={workerId} />
            </>
          ),
          shifts: <WorkerShiftsSections accountId={accountId} workerId={workerId} />,
          ...panels,
          payment: canReadPayroll ? (
            <WorkerPaymentDetailsPanel accountId={accountId} workerId={workerId} />
          ) : null,
        }}
      />
    </CurrentWorkerProvider>
  );
}

/**
 * /apps/hr/personels/edit/:id: the worker in tabs (profile with the edit form and its history, shifts,
 * the tabs of other features: blocks, contracts and documents, messages; and for the payroll roles the
 * payment details), the open tab in the address.
 * The app passes the other features' panels in `panels`; they read the worker with `useCurrentWorker()`.
 */
export function WorkerDetailPage({ panels = {} }: { panels?: WorkerPanels }) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.workersList} mb="xs" size="sm">
        {t('workers.detail.back')}
      </Anchor>
      {accountId && id ? (
        <WorkerDetail key={`${accountId}:${id}`} accountId={accountId} workerId={id} panels={panels} />
      ) : (
        <Text>{t('workers.noAccount')}</Text>
      )}
    </Stack>
  );
}
