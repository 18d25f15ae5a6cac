import { ActionIcon, Checkbox, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { type QuestionType, questionTypes } from '@portal/domain/questionnaires';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { QuestionOptionsEditor } from './question-options-editor';
import type { QuestionDraft, QuestionnaireFormErrors } from './questionnaire-form-values';

type QuestionEditorProps = {
  question: QuestionDraft;
  index: number;
  count: number;
  errors: QuestionnaireFormErrors;
  onChange: (question: QuestionDraft) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** One question of the editor: its type, text, required flag and the type's own fields, moved and removed. */
export function QuestionEditor({
  question,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const prefix = `questions.${index}`;
  const change = (changes: Partial<QuestionDraft>) => onChange({ ...question, ...changes });
  const isInfo = question.type === 'text';
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t('questionnaires.editor.questionNumber', { number })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('questionnaires.editor.questionNumber', { number })}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              disabled={index === 0}
              aria-label={t('questionnaires.editor.moveUp', { number })}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={index === count - 1}
              aria-label={t('questionnaires.editor.moveDown', { number })}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('questionnaires.editor.remove', { number })}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Select
          label={t('questionnaires.editor.type', { number })}
          data={questionTypes.map((type) => ({ value: type, label: t(`questionnaires.types.${type}`) }))}
          value={question.type}
          allowDeselect={false}
          onChange={(value) => value && change({ type: value as QuestionType })}
        />
        <Textarea
          label={
            isInfo
              ? t('questionnaires.editor.infoText', { number })
              : t('questionnaires.editor.text', { number })
          }
          required
          minRows={2}
          value={question.text}
          error={errors[`${prefix}.text`]}
          onChange={(event) => change({ text: event.currentTarget.value })}
        />
        {(question.type === 'single_choice' || question.type === 'multiple_choice') && (
          <QuestionOptionsEditor
            question={question}
            number={number}
            errors={errors}
            prefix={prefix}
            onChange={(options) => change({ options })}
          />
        )}
        {question.type === 'range_question' && (
          <Group grow align="flex-start">
            <DecimalInput
              label={t('questionnaires.editor.min', { number })}
              value={question.min}
              onChange={(min) => change({ min })}
            />
            <DecimalInput
              label={t('questionnaires.editor.max', { number })}
              value={question.max}
              error={errors[`${prefix}.max`]}
              onChange={(max) => change({ max })}
            />
            <DecimalInput
              label={t('questionnaires.editor.step', { number })}
              min={1}
              value={question.step}
              onChange={(step) => change({ step })}
            />
          </Group>
        )}
        {!isInfo && (
          <Checkbox
            label={t('questionnaires.editor.required')}
            checked={question.required}
            onChange={(event) => change({ required: event.currentTarget.checked })}
          />
        )}
      </Stack>
    </Paper>
  );
}
