import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import {
  type AnswerIssue,
  type Answers,
  type PublicQuestionnaire,
  validateAnswers,
} from '@portal/domain/questionnaires';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { ApiError, errorCodeOf, errorMessageKey } from '@/lib/api-error';
import { useAnswerQuestionnaire, usePublicQuestionnaire } from '../api/public-questionnaire';
import { AnswerQuestionField } from '../components/answer-question-field';

function issuesOf(error: unknown): AnswerIssue[] {
  const issues = error instanceof ApiError ? error.details?.issues : undefined;
  return Array.isArray(issues) ? (issues as AnswerIssue[]) : [];
}

function AnswerForm({
  token,
  questionnaire,
  onSent,
}: {
  token: string;
  questionnaire: PublicQuestionnaire;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Answers>(questionnaire.answers ?? {});
  const [issues, setIssues] = useState<AnswerIssue[]>([]);
  const send = useAnswerQuestionnaire(token);
  const errorOf = (questionId: string) => {
    const issue = issues.find((entry) => entry.questionId === questionId);
    return issue ? t(`errors.${issue.code}`) : undefined;
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = validateAnswers(questionnaire.questions, answers);
    if (!checked.ok) {
      setIssues(checked.issues);
      return;
    }
    setIssues([]);
    send.mutate(checked.answers, { onSuccess: onSent, onError: (error) => setIssues(issuesOf(error)) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {questionnaire.questions.map((question) => (
          <AnswerQuestionField
            key={question.id}
            question={question}
            value={answers[question.id]}
            error={errorOf(question.id)}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              setIssues((current) => current.filter((issue) => issue.questionId !== question.id));
            }}
          />
        ))}
        {(issues.length > 0 || send.error) && (
          <Alert color="red" variant="light" role="alert">
            {issues.length > 0 ? t('errors.QUESTIONNAIRE_ANSWERS_INVALID') : t(errorMessageKey(send.error))}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} fullWidth>
          {questionnaire.answers ? t('questionnaires.answer.update') : t('questionnaires.answer.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Public page of a questionnaire (/q/:token, no sign-in), made for a phone: the worker answers every
 * question with a labelled control and may change the answers until the questionnaire ends.
 */
export function QuestionnaireAnswerPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const questionnaire = usePublicQuestionnaire(token);
  useLinkLanguage(questionnaire.data?.locale);
  const [thanked, setThanked] = useState(false);

  const body = () => {
    if (questionnaire.isPending) {
      return <PageLoader />;
    }
    if (questionnaire.isError) {
      const code = errorCodeOf(questionnaire.error);
      const title =
        code === 'QUESTIONNAIRE_EXPIRED'
          ? t('questionnaires.answer.expiredTitle')
          : code === 'QUESTIONNAIRE_LINK_INVALID'
            ? t('questionnaires.answer.invalidTitle')
            : t('questionnaires.answer.loadError');
      return (
        <Alert color="red" variant="light" role="alert" title={title}>
          {t(errorMessageKey(questionnaire.error))}
        </Alert>
      );
    }
    const { data } = questionnaire;
    if (thanked) {
      return (
        <Stack>
          <Alert color="teal" variant="light" role="status" title={t('questionnaires.answer.thanksTitle')}>
            {t('questionnaires.answer.thanksText', { company: data.company })}
          </Alert>
          <Button variant="light" onClick={() => setThanked(false)}>
            {t('questionnaires.answer.edit')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('questionnaires.answer.greeting', { name: data.firstName })}</Text>
          <Text>{t('questionnaires.answer.intro', { company: data.company })}</Text>
        </div>
        <Text fw={700} size="lg">
          {data.title}
        </Text>
        {data.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>}
        {data.expiresOn && (
          <Text size="sm">{t('questionnaires.answer.until', { date: formatDayKey(data.expiresOn) })}</Text>
        )}
        {data.answeredAt && (
          <Alert color="blue" variant="light">
            {t('questionnaires.answer.answeredAt', { date: formatDateTime(data.answeredAt) })}
          </Alert>
        )}
        <AnswerForm token={token} questionnaire={data} onSent={() => setThanked(true)} />
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('questionnaires.answer.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
