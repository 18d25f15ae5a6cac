import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { WorkerInput } from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths, workersEditPath } from '@/features/workers/workers.paths';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useCreateWorker } from '../api/create-worker';
import { useWorkerOptions } from '../api/get-worker-options';
import { WorkerForm } from '../components/worker-form';

function CreateWorker({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useWorkerOptions(accountId);
  const createWorker = useCreateWorker(accountId);

  const handleSubmit = async (input: WorkerInput) => {
    const worker = await createWorker.mutateAsync(input);
    notify.success({ message: t('workers.form.created') });
    if (worker.welcomeSentAt) {
      notify.success({ message: t('workers.form.welcomeQueued', { email: worker.email }) });
    }
    await navigate(workersEditPath(worker.id));
    return worker;
  };

  return (
    <Paper withBorder p="lg">
      <WorkerForm
        accountId={accountId}
        options={options.data}
        submitLabel={t('workers.form.create')}
        onSubmit={handleSubmit}
      />
    </Paper>
  );
}

/** /apps/hr/personels/create: a new worker in the account chosen in the header. */
export function WorkerCreatePage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack gap={0}>
      <Anchor component={Link} to={paths.workersList} mb="xs" size="sm">
        {t('workers.detail.back')}
      </Anchor>
      <PageTitle>{t('workers.form.createTitle')}</PageTitle>
      {accountId ? <CreateWorker accountId={accountId} /> : <Text>{t('workers.noAccount')}</Text>}
    </Stack>
  );
}
