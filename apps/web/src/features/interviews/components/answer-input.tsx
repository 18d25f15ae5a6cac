import { Group, Radio, Textarea } from '@mantine/core';
import {
  type InterviewStep,
  interviewAnswerMaxLength,
  scaleAnswers,
  yesNoAnswers,
} from '@portal/domain/interviews';
import { useTranslation } from 'react-i18next';

type AnswerInputProps = {
  step: InterviewStep;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** The input a question's type asks for: a text, yes/no, 1–5 or one of the choices, named by the question. */
export function AnswerInput({ step, value, onChange, error }: AnswerInputProps) {
  const { t } = useTranslation();
  if (step.questionType === 'text') {
    return (
      <Textarea
        label={step.question}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={interviewAnswerMaxLength}
        error={error}
        rows={3}
      />
    );
  }
  const options =
    step.questionType === 'yes-no'
      ? yesNoAnswers.map((answer) => ({ value: answer, label: t(`interviews.answers.${answer}`) }))
      : step.questionType === 'scale'
        ? scaleAnswers.map((answer) => ({ value: answer, label: answer }))
        : step.options.map((option) => ({ value: option, label: option }));
  return (
    <Radio.Group label={step.question} value={value} onChange={onChange} error={error}>
      <Group mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
