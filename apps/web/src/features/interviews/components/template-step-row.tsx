import { ActionIcon, Group, Paper, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import {
  type InterviewQuestionType,
  interviewChoiceMaxLength,
  interviewMaxChoices,
  interviewQuestionMaxLength,
  interviewQuestionTypes,
} from '@portal/domain/interviews';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StepDraft } from './template-steps-values';

type TemplateStepRowProps = {
  step: StepDraft;
  index: number;
  count: number;
  errors: { question?: string; options?: string } | undefined;
  onChange: (step: StepDraft) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
};

/** One question of the template: its kind, its text, a choice question's choices; reorder and remove. */
export function TemplateStepRow({
  step,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
}: TemplateStepRowProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <Select
            label={t('interviews.templates.questionType', { number })}
            data={interviewQuestionTypes.map((value) => ({
              value,
              label: t(`interviews.questionTypes.${value}`),
            }))}
            value={step.questionType}
            onChange={(value) => value && onChange({ ...step, questionType: value as InterviewQuestionType })}
            allowDeselect={false}
            w={180}
          />
          <TextInput
            label={t('interviews.templates.question', { number })}
            value={step.question}
            onChange={(event) => onChange({ ...step, question: event.currentTarget.value })}
            maxLength={interviewQuestionMaxLength}
            error={errors?.question}
            required
            style={{ flex: 1 }}
          />
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('interviews.templates.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('interviews.templates.moveDown', { number })}
              disabled={index + 1 >= count}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              aria-label={t('interviews.templates.removeQuestion', { number })}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {step.questionType === 'choice' && (
          <TagsInput
            label={t('interviews.templates.choices', { number })}
            description={t('interviews.templates.choicesHint')}
            value={step.options}
            onChange={(options) => onChange({ ...step, options })}
            maxTags={interviewMaxChoices}
            maxLength={interviewChoiceMaxLength}
            error={errors?.options}
          />
        )}
      </Stack>
    </Paper>
  );
}
