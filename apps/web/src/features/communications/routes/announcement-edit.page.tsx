import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useAnnouncement, useCampaignAnnouncementDraft } from '../api/get-announcements';
import { useSaveAnnouncement } from '../api/save-announcement';
import { communicationsListPath } from '../communications.paths';
import { AnnouncementForm } from '../components/announcement-form';
import {
  type AnnouncementFormValues,
  emptyAnnouncementValues,
  valuesOfAnnouncement,
  valuesOfCampaignDraft,
} from '../components/announcement-form-values';

function Editor({
  accountId,
  announcementId,
  initialValues,
}: {
  accountId: string;
  announcementId: string | null;
  initialValues: AnnouncementFormValues;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAnnouncement(accountId, announcementId);
  return (
    <AnnouncementForm
      accountId={accountId}
      initialValues={initialValues}
      isPending={save.isPending}
      onSubmit={(input) =>
        save.mutateAsync(input).then(async (announcement) => {
          notify.success({
            message: t(
              announcement.isDraft ? 'communications.editor.savedDraft' : 'communications.editor.published',
            ),
          });
          await navigate(communicationsListPath());
        })
      }
    />
  );
}

/** A new announcement: empty, or started from a campaign (?campaignId=). */
function NewAnnouncement({ accountId, campaignId }: { accountId: string; campaignId: string | null }) {
  const { t } = useTranslation();
  const draft = useCampaignAnnouncementDraft(accountId, campaignId);
  if (!campaignId) {
    return <Editor accountId={accountId} announcementId={null} initialValues={emptyAnnouncementValues()} />;
  }
  return (
    <QueryState query={draft} errorTitle={t('communications.editor.loadError')}>
      {(data) => (
        <Editor accountId={accountId} announcementId={null} initialValues={valuesOfCampaignDraft(data)} />
      )}
    </QueryState>
  );
}

function ExistingAnnouncement({ accountId, announcementId }: { accountId: string; announcementId: string }) {
  const { t } = useTranslation();
  const announcement = useAnnouncement(accountId, announcementId);
  return (
    <QueryState query={announcement} errorTitle={t('communications.editor.loadError')}>
      {(data) => (
        <Editor
          accountId={accountId}
          announcementId={announcementId}
          initialValues={valuesOfAnnouncement(data)}
        />
      )}
    </QueryState>
  );
}

/** /apps/hr/messages/edit/announcement/:id?: write or edit an announcement, with the worker's preview. */
export function AnnouncementEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { accountId } = useSession();
  return (
    <Stack>
      <Anchor component={Link} to={communicationsListPath()} size="sm">
        {t('communications.editor.back')}
      </Anchor>
      <PageTitle>{id ? t('communications.editor.editTitle') : t('communications.editor.newTitle')}</PageTitle>
      {!accountId ? (
        <Text>{t('communications.noAccount')}</Text>
      ) : id ? (
        <ExistingAnnouncement key={`${accountId}/${id}`} accountId={accountId} announcementId={id} />
      ) : (
        <NewAnnouncement key={accountId} accountId={accountId} campaignId={searchParams.get('campaignId')} />
      )}
    </Stack>
  );
}
