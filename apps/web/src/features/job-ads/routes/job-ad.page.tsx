import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { JobAdValues } from '@portal/domain/job-ads';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useJobAd } from '../api/get-job-ad';
import { useSaveJobAd } from '../api/save-job-ad';
import { DeleteJobAdButton } from '../components/delete-job-ad-button';
import { JobAdForm } from '../components/job-ad-form';
import { emptyJobAdValues, valuesOfJobAd } from '../components/job-ad-form-values';
import { JobAdStatusBadge } from '../components/job-ad-status-badge';
import { jobAdEditPath, paths, publicJobAdPath } from '../job-ads.paths';

const savedMessage = (input: JobAdValues) =>
  input.publish ? 'job-ads.form.published' : 'job-ads.form.savedDraft';

function NewJobAd({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveJobAd(accountId, null);
  const handleSubmit = async (input: JobAdValues) => {
    const ad = await save.mutateAsync(input);
    notify.success({ message: t(savedMessage(input)) });
    await navigate(jobAdEditPath(ad.id));
  };
  return (
    <>
      <PageTitle>{t('job-ads.form.createTitle')}</PageTitle>
      <JobAdForm
        initialValues={emptyJobAdValues()}
        status={null}
        isPending={save.isPending}
        onSubmit={handleSubmit}
      />
    </>
  );
}

function EditableJobAd({ accountId, jobAdId }: { accountId: string; jobAdId: string }) {
  const { t } = useTranslation();
  const ad = useJobAd(accountId, jobAdId);
  const save = useSaveJobAd(accountId, jobAdId);
  if (ad.isPending || ad.isError) {
    return (
      <>
        {ad.isError && <PageTitle>{t('job-ads.form.loadError')}</PageTitle>}
        <QueryState query={ad} errorTitle={t('job-ads.form.loadError')} />
      </>
    );
  }
  const handleSubmit = async (input: JobAdValues) => {
    await save.mutateAsync(input);
    notify.success({ message: t(savedMessage(input)) });
  };
  const { status } = ad.data;
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageTitle>{ad.data.title}</PageTitle>
          <JobAdStatusBadge status={status} />
        </Group>
        {status !== 'deleted' && <DeleteJobAdButton accountId={accountId} ad={ad.data} />}
      </Group>
      {status === 'published' && (
        <Anchor href={publicJobAdPath(jobAdId)} target="_blank" rel="noopener">
          <IconExternalLink size={14} aria-hidden /> {t('job-ads.form.viewPublic')}
        </Anchor>
      )}
      {status === 'deleted' ? (
        <Alert color="gray" title={t('job-ads.form.deletedTitle')}>
          {t('job-ads.form.deleted')}
        </Alert>
      ) : (
        <JobAdForm
          key={ad.data.updatedAt}
          initialValues={valuesOfJobAd(ad.data)}
          status={status}
          isPending={save.isPending}
          onSubmit={handleSubmit}
        />
      )}
    </>
  );
}

/** /apps/hr/jobs/create and /apps/hr/jobs/edit/:id: a new ad, or the saved one with its status. */
export function JobAdPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  const content = () => {
    if (!accountId) {
      return <Text>{t('job-ads.noAccount')}</Text>;
    }
    return id ? (
      <EditableJobAd key={`${accountId}:${id}`} accountId={accountId} jobAdId={id} />
    ) : (
      <NewJobAd key={accountId} accountId={accountId} />
    );
  };
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.list} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('job-ads.form.backToList')}
      </Anchor>
      {content()}
    </Stack>
  );
}
