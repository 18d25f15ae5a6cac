import type { JobAdView } from '@portal/domain/job-ads';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { notify } from '@/lib/notify';
import { useDeleteJobAd } from '../api/delete-job-ad';
import { paths } from '../job-ads.paths';

/** Deletes an ad after a confirmation: it leaves /apply and the feeds at once and cannot be posted again. */
export function DeleteJobAdButton({ accountId, ad }: { accountId: string; ad: JobAdView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteAd = useDeleteJobAd(accountId, ad.id);
  return (
    <ConfirmedDeleteButton
      label={t('job-ads.delete.button')}
      title={t('job-ads.delete.title')}
      message={t('job-ads.delete.message', { title: ad.title })}
      confirmLabel={t('job-ads.delete.confirm')}
      isPending={deleteAd.isPending}
      onDelete={async () => {
        await deleteAd.mutateAsync();
        notify.success({ message: t('job-ads.delete.deleted') });
        await navigate(paths.list);
      }}
    />
  );
}
