import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newId, type QuestionDraft, type QuestionnaireFormErrors } from './questionnaire-form-values';

/** A choice question's options: each labelled, removable, and one more at the end. */
export function QuestionOptionsEditor({
  question,
  number,
  errors,
  prefix,
  onChange,
}: {
  question: QuestionDraft;
  number: number;
  errors: QuestionnaireFormErrors;
  prefix: string;
  onChange: (options: QuestionDraft['options']) => void;
}) {
  const { t } = useTranslation();
  const { options } = question;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={`${question.id}-options`}>
        {t('questionnaires.editor.options')}
      </Text>
      {options.map((option, index) => (
        <Group key={option.id} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('questionnaires.editor.option', { question: number, option: index + 1 })}
            value={option.label}
            error={errors[`${prefix}.options.${index}.label`]}
            onChange={(event) => {
              const label = event.currentTarget.value;
              onChange(options.map((entry) => (entry.id === option.id ? { ...entry, label } : entry)));
            }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('questionnaires.editor.removeOption', { question: number, option: index + 1 })}
            onClick={() => onChange(options.filter((entry) => entry.id !== option.id))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {errors[`${prefix}.options`] && (
        <Text size="sm" c="red" role="alert">
          {errors[`${prefix}.options`]}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...options, { id: newId(), label: '' }])}
        >
          {t('questionnaires.editor.addOption', { question: number })}
        </Button>
      </Group>
    </Stack>
  );
}
