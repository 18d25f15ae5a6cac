import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { WorkerInput } from '@portal/domain/personnel/personnel.inputs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths, personnelEditPath } from '@/features/personnel/personnel.paths';
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
    notify.success({ message: t('personnel.form.created') });
    if (worker.welcomeSentAt) {
      notify.success({ message: t('personnel.form.welcomeQueued', { email: worker.email }) });
    }
    await navigate(personnelEditPath(worker.id));
    return worker;
  };

  return (
    <Paper withBorder p="lg">
      <WorkerForm
        accountId={accountId}
        options={options.data}
        submitLabel={t('personnel.form.create')}
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
      <Anchor component={Link} to={paths.personnelList} mb="xs" size="sm">
        {t('personnel.detail.back')}
      </Anchor>
      <PageTitle>{t('personnel.form.createTitle')}</PageTitle>
      {accountId ? <CreateWorker accountId={accountId} /> : <Text>{t('personnel.noAccount')}</Text>}
    </Stack>
  );
}
