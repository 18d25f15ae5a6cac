import { Alert, Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  questionsWithDetails,
  type TuberculosisAnswersInput,
  type TuberculosisQuestion,
  type TuberculosisQuestionGroup,
  tuberculosisDetailsMaxLength,
  tuberculosisQuestionGroups,
  tuberculosisQuestions,
} from '@portal/domain/onboarding';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';

type Draft = Record<TuberculosisQuestion, { yes: boolean | null; details: string }>;

const emptyDraft = (): Draft =>
  Object.fromEntries(
    tuberculosisQuestions.map((question) => [question, { yes: null, details: '' }]),
  ) as Draft;

export type TuberculosisQuestionnaireProps = {
  onSubmit: (answers: TuberculosisAnswersInput) => void;
  isPending: boolean;
  error: Error | null;
};

/**
 * The tuberculosis screening questions (THL's guidance for health-care staff) as yes/no choices in groups,
 * with a details field where a "yes" needs one. Every question must be answered before sending; the page
 * of the link and the get-started checklist both use it.
 */
export function TuberculosisQuestionnaire({ onSubmit, isPending, error }: TuberculosisQuestionnaireProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [missing, setMissing] = useState<TuberculosisQuestion[]>([]);

  const change = (question: TuberculosisQuestion, value: Partial<Draft[TuberculosisQuestion]>) => {
    setDraft((current) => ({ ...current, [question]: { ...current[question], ...value } }));
    setMissing((current) => current.filter((item) => item !== question));
  };

  const submit = () => {
    const unanswered = tuberculosisQuestions.filter((question) => draft[question].yes === null);
    setMissing(unanswered);
    if (unanswered.length > 0) {
      return;
    }
    onSubmit(
      Object.fromEntries(
        tuberculosisQuestions.map((question) => [
          question,
          {
            yes: draft[question].yes === true,
            details: draft[question].yes ? draft[question].details : null,
          },
        ]),
      ) as TuberculosisAnswersInput,
    );
  };

  const groups = Object.entries(tuberculosisQuestionGroups) as [
    TuberculosisQuestionGroup,
    readonly TuberculosisQuestion[],
  ][];

  return (
    <Stack gap="lg">
      {groups.map(([group, questions]) => (
        <Stack key={group} gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={2} size="h4" component="legend">
            {t(`onboarding.survey.groups.${group}`)}
          </Title>
          {questions.map((question) => (
            <Stack key={question} gap={6}>
              <Radio.Group
                label={t(`onboarding.survey.questions.${question}`)}
                value={draft[question].yes === null ? null : draft[question].yes ? 'yes' : 'no'}
                onChange={(value) => change(question, { yes: value === 'yes' })}
                error={missing.includes(question) ? t('onboarding.survey.answerRequired') : undefined}
                withAsterisk
              >
                <Group mt={6} gap="xl">
                  <Radio value="yes" label={t('onboarding.survey.yes')} />
                  <Radio value="no" label={t('onboarding.survey.no')} />
                </Group>
              </Radio.Group>
              {draft[question].yes && questionsWithDetails.includes(question) && (
                <Textarea
                  label={t('onboarding.survey.details')}
                  description={t('onboarding.survey.detailsHint')}
                  value={draft[question].details}
                  maxLength={tuberculosisDetailsMaxLength}
                  rows={2}
                  onChange={(event) => change(question, { details: event.currentTarget.value })}
                />
              )}
            </Stack>
          ))}
        </Stack>
      ))}
      {missing.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t('onboarding.survey.answerAll', { count: missing.length })}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(error))}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('onboarding.survey.privacy')}
      </Text>
      <Button fullWidth loading={isPending} onClick={submit}>
        {t('onboarding.survey.send')}
      </Button>
    </Stack>
  );
}
