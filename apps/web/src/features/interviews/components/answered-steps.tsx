import { List, Text } from '@mantine/core';
import type { InterviewStep } from '@portal/domain/interviews';
import { useTranslation } from 'react-i18next';

/** The questions and answers as a list (before and after the interview is held). */
export function AnsweredSteps({ steps }: { steps: InterviewStep[] }) {
  const { t } = useTranslation();
  const answerText = (step: InterviewStep) => {
    if (step.answer === null) {
      return t('interviews.steps.unanswered');
    }
    return step.questionType === 'yes-no'
      ? t(`interviews.answers.${step.answer as 'yes' | 'no'}`)
      : step.answer;
  };
  return (
    <List type="ordered" spacing="xs">
      {steps.map((step, index) => (
        // The steps have no ids of their own: their order is what identifies them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <List.Item key={index}>
          <Text size="sm" fw={500}>
            {step.question}
          </Text>
          <Text size="sm" c={step.answer === null ? 'dimmed' : undefined}>
            {answerText(step)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
