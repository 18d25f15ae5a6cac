import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { type Interview, isAnswerValid, unansweredSteps } from '@portal/domain/interviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerInterviewStep } from '../api/answer-interview-step';
import { AnswerInput } from './answer-input';

const firstOpen = (interview: Interview) => {
  const index = interview.steps.findIndex((step) => step.answer === null);
  return index === -1 ? 0 : index;
};

/** The questions one at a time while the interview is held: answer, save and go on to the next. */
export function AnswerSteps({ accountId, interview }: { accountId: string; interview: Interview }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(() => firstOpen(interview));
  const step = interview.steps[index];
  const [draft, setDraft] = useState(step?.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerInterviewStep(accountId, interview.applicantId, interview.id);
  if (!step) {
    return null;
  }
  const count = interview.steps.length;
  const goTo = (next: number) => {
    setIndex(next);
    setDraft(interview.steps[next]?.answer ?? '');
    setError(undefined);
  };
  const save = async () => {
    if (draft.trim() !== '' && !isAnswerValid(step, draft)) {
      setError(t('errors.INTERVIEW_ANSWER_INVALID'));
      return;
    }
    await answer.mutateAsync({ stepIndex: index, answer: draft.trim() === '' ? null : draft });
    if (index + 1 < count) {
      goTo(index + 1);
    }
  };
  const answered = count - unansweredSteps(interview.steps);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('interviews.steps.progress', { current: index + 1, count, answered })}
      </Text>
      <Progress value={(answered / count) * 100} aria-hidden size="sm" />
      <AnswerInput key={index} step={step} value={draft} onChange={setDraft} error={error} />
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" disabled={index === 0} onClick={() => goTo(index - 1)}>
            {t('interviews.steps.previous')}
          </Button>
          <Button variant="default" disabled={index + 1 >= count} onClick={() => goTo(index + 1)}>
            {t('interviews.steps.next')}
          </Button>
        </Group>
        <Button onClick={save} loading={answer.isPending}>
          {t('interviews.steps.save')}
        </Button>
      </Group>
    </Stack>
  );
}
