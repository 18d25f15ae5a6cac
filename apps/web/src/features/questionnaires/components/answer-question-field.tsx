import { Checkbox, Group, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type AnswerValue, type Question, rangeValues } from '@portal/domain/questionnaires';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';

type AnswerFieldProps = {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
};

// A scale this long is a list to pick from rather than a row of buttons on a phone.
const mostRadios = 11;

/** One question on the worker's page as a labelled control of its type; an info text is only shown. */
export function AnswerQuestionField({ question, value, error, onChange }: AnswerFieldProps) {
  const { t } = useTranslation();
  if (question.type === 'text') {
    return <Text style={{ whiteSpace: 'pre-line' }}>{question.text}</Text>;
  }
  const common = { label: question.text, required: question.required, error };
  switch (question.type) {
    case 'single_choice':
      return (
        <Radio.Group {...common} value={typeof value === 'string' ? value : null} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group {...common} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option.id} value={option.id} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'text_question_short':
      return (
        <TextInput
          {...common}
          maxLength={300}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'text_question_long':
      return (
        <Textarea
          {...common}
          minRows={3}
          maxLength={4000}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'date_question':
      return <DateField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'range_question': {
      const values = rangeValues(question).map(String);
      const chosen = typeof value === 'number' ? String(value) : null;
      if (values.length > mostRadios) {
        return (
          <Select
            {...common}
            placeholder={t('questionnaires.answer.choose')}
            data={values}
            value={chosen}
            onChange={(picked) => picked !== null && onChange(Number(picked))}
          />
        );
      }
      return (
        <Radio.Group {...common} value={chosen} onChange={(picked) => onChange(Number(picked))}>
          <Group gap="md" mt="xs">
            {values.map((entry) => (
              <Radio key={entry} value={entry} label={entry} />
            ))}
          </Group>
        </Radio.Group>
      );
    }
  }
}
