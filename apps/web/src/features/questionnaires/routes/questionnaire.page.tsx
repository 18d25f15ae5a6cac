import { Button, Group, Stack, Text } from '@mantine/core';
import type { Questionnaire } from '@portal/domain/questionnaires';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useQuestionnaire } from '../api/get-questionnaires';
import { useDeleteQuestionnaire, useSaveQuestionnaire } from '../api/save-questionnaire';
import { QuestionnaireForm } from '../components/questionnaire-form';
import { draftOf, type QuestionnaireFormValues } from '../components/questionnaire-form-values';
import { QuestionnaireResultsPanel } from '../components/questionnaire-results-panel';
import { QuestionnaireStatusBadge } from '../components/questionnaire-status-badge';
import { SendQuestionnaireDialog } from '../components/send-questionnaire-dialog';
import {
  communicationsListPath,
  newQuestionnaireId,
  questionnairePath,
  routeAccess,
} from '../questionnaires.paths';

const blank: QuestionnaireFormValues = {
  title: '',
  description: '',
  expiresOn: '',
  isDraft: true,
  questions: [],
};

const valuesOf = (questionnaire: Questionnaire): QuestionnaireFormValues => ({
  title: questionnaire.title,
  description: questionnaire.description ?? '',
  expiresOn: questionnaire.expiresOn ?? '',
  isDraft: questionnaire.isDraft,
  questions: questionnaire.questions.map(draftOf),
});

function Editor({ accountId, questionnaire }: { accountId: string; questionnaire: Questionnaire | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan(routeAccess.manage);
  const save = useSaveQuestionnaire(accountId, questionnaire?.id ?? null);
  const remove = useDeleteQuestionnaire(accountId, questionnaire?.id ?? '');
  const [sending, setSending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack>
      {questionnaire && (
        <Group justify="space-between">
          <QuestionnaireStatusBadge status={questionnaire.status} />
          {canManage && (
            <Group>
              <Button
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={questionnaire.status !== 'active'}
                onClick={() => setSending(true)}
              >
                {t('questionnaires.send.open')}
              </Button>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('questionnaires.editor.delete')}
              </Button>
            </Group>
          )}
        </Group>
      )}
      {questionnaire && questionnaire.status !== 'active' && (
        <Text size="sm" c="dimmed">
          {t(`questionnaires.send.notSendable.${questionnaire.status}`)}
        </Text>
      )}
      <QuestionnaireForm
        key={questionnaire?.updatedAt ?? 'new'}
        initialValues={questionnaire ? valuesOf(questionnaire) : blank}
        isPending={save.isPending}
        error={save.error}
        onSubmit={(input) =>
          save.mutate(input, {
            onSuccess: async (saved) => {
              notify.success({ message: t('questionnaires.editor.saved') });
              if (!questionnaire) {
                await navigate(questionnairePath(saved.id), { replace: true });
              }
            },
          })
        }
      />
      {questionnaire && (
        <QuestionnaireResultsPanel accountId={accountId} questionnaireId={questionnaire.id} />
      )}
      {sending && questionnaire && (
        <SendQuestionnaireDialog
          accountId={accountId}
          questionnaireId={questionnaire.id}
          initialTargets={questionnaire.targets}
          onClose={() => setSending(false)}
        />
      )}
      <ConfirmDialog
        opened={deleting}
        title={t('questionnaires.editor.deleteTitle')}
        message={t('questionnaires.editor.deleteMessage', { title: questionnaire?.title ?? '' })}
        confirmLabel={t('questionnaires.editor.delete')}
        isPending={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: async () => {
              notify.success({ message: t('questionnaires.editor.deleted') });
              await navigate(communicationsListPath);
            },
            onSettled: () => setDeleting(false),
          })
        }
      />
    </Stack>
  );
}

/** /apps/hr/questionnaire/view/:id: the editor (`new` for a new one), sending and the results. */
export function QuestionnairePage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id = '' } = useParams();
  const isNew = id === newQuestionnaireId;
  const questionnaire = useQuestionnaire(accountId ?? '', id, !isNew && accountId !== null);
  const title = isNew
    ? t('questionnaires.editor.newTitle')
    : (questionnaire.data?.title ?? t('questionnaires.editor.loadingTitle'));
  if (!accountId) {
    return <Text>{t('questionnaires.noAccount')}</Text>;
  }
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      {isNew ? (
        <Editor accountId={accountId} questionnaire={null} />
      ) : (
        <QueryState query={questionnaire} errorTitle={t('questionnaires.editor.loadError')} recordId={id}>
          {(data) => <Editor accountId={accountId} questionnaire={data} />}
        </QueryState>
      )}
    </Stack>
  );
}
