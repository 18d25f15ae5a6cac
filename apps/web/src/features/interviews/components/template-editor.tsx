import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  type InterviewTemplate,
  type InterviewTemplateValues,
  interviewMaxSteps,
  interviewTemplateNameMaxLength,
} from '@portal/domain/interviews';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstError } from '@/lib/use-schema-form';
import { TemplateStepRow } from './template-step-row';
import {
  checkDraft,
  draftOf,
  moved,
  newStep,
  type StepDraft,
  type TemplateErrors,
} from './template-steps-values';

type TemplateEditorProps = {
  template: InterviewTemplate | null;
  isPending: boolean;
  onSave: (values: InterviewTemplateValues) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * A template's name and its questions in the order asked: add, edit, reorder (up and down buttons, which
 * a keyboard reaches) and remove. Checked with the contract's schema before saving (spec §5).
 */
export function TemplateEditor({ template, isPending, onSave, onCancel }: TemplateEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(template));
  const [errors, setErrors] = useState<TemplateErrors>({ rows: {} });
  const focusFirstError = useFocusFirstError();
  const setSteps = (steps: StepDraft[]) => {
    setDraft((current) => ({ ...current, steps }));
    setErrors({ rows: {} });
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkDraft(draft, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      focusFirstError(form);
      return;
    }
    await onSave(checked.values).catch(() => undefined);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('interviews.templates.name')}
          value={draft.templateName}
          onChange={(event) => {
            const templateName = event.currentTarget.value;
            setDraft((current) => ({ ...current, templateName }));
          }}
          maxLength={interviewTemplateNameMaxLength}
          error={errors.templateName}
          required
        />
        {errors.steps && (
          <Alert color="red" role="alert">
            {errors.steps}
          </Alert>
        )}
        {draft.steps.map((step, index) => (
          <TemplateStepRow
            key={step.key}
            step={step}
            index={index}
            count={draft.steps.length}
            errors={errors.rows[index]}
            onChange={(changed) => setSteps(draft.steps.map((row) => (row.key === step.key ? changed : row)))}
            onMove={(offset) => setSteps(moved(draft.steps, index, offset))}
            onRemove={() => setSteps(draft.steps.filter((row) => row.key !== step.key))}
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={draft.steps.length >= interviewMaxSteps}
            onClick={() => setSteps([...draft.steps, newStep()])}
          >
            {t('interviews.templates.addQuestion')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('interviews.templates.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('interviews.templates.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
