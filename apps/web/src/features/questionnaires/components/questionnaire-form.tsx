import { Alert, Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type QuestionnaireInput, type QuestionType, questionTypes } from '@portal/domain/questionnaires';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PanelSection } from '@/components/panel-section';
import { QuestionEditor } from './question-editor';
import {
  inputOf,
  newQuestion,
  type QuestionDraft,
  type QuestionnaireFormErrors,
  type QuestionnaireFormValues,
  serverErrorsOf,
  validateQuestionnaire,
} from './questionnaire-form-values';

type QuestionnaireFormProps = {
  initialValues: QuestionnaireFormValues;
  isPending: boolean;
  /** The failed save, whose field problems are shown under the fields. */
  error: Error | null;
  onSubmit: (input: QuestionnaireInput) => void;
};

function moved<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) {
    next.splice(index + offset, 0, item);
  }
  return next;
}

/**
 * The questionnaire's editor: title, description, expiry day (the app's date input), the draft flag and
 * the questions, added by type, moved and removed. Checked with the contract's schema before saving, so
 * the spec's messages ('Question is required', 'At least 2 options are required') show at once.
 */
export function QuestionnaireForm({ initialValues, isPending, error, onSubmit }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<QuestionnaireFormErrors>({});
  const [nextType, setNextType] = useState<QuestionType>('single_choice');
  useEffect(() => {
    if (error) {
      setErrors(serverErrorsOf(error, t));
    }
  }, [error, t]);

  const change = (changes: Partial<QuestionnaireFormValues>) =>
    setValues((current) => ({ ...current, ...changes }));
  const setQuestions = (update: (questions: QuestionDraft[]) => QuestionDraft[]) =>
    setValues((current) => ({ ...current, questions: update(current.questions) }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateQuestionnaire(values, t);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onSubmit(inputOf(values));
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PanelSection title={t('questionnaires.editor.details')}>
          <Stack>
            <TextInput
              label={t('questionnaires.editor.title')}
              required
              value={values.title}
              error={errors.title}
              onChange={(event) => change({ title: event.currentTarget.value })}
            />
            <Textarea
              label={t('questionnaires.editor.description')}
              minRows={2}
              value={values.description}
              error={errors.description}
              onChange={(event) => change({ description: event.currentTarget.value })}
            />
            <DateField
              label={t('questionnaires.editor.expiresOn')}
              description={t('questionnaires.editor.expiresOnHint')}
              value={values.expiresOn}
              error={errors.expiresOn}
              onChange={(expiresOn) => change({ expiresOn })}
              clearable
            />
            <Checkbox
              label={t('questionnaires.editor.isDraft')}
              description={t('questionnaires.editor.isDraftHint')}
              checked={values.isDraft}
              onChange={(event) => change({ isDraft: event.currentTarget.checked })}
            />
          </Stack>
        </PanelSection>
        <PanelSection title={t('questionnaires.editor.questions')}>
          <Stack>
            {values.questions.length === 0 && (
              <Text c="dimmed">{t('questionnaires.editor.noQuestions')}</Text>
            )}
            {values.questions.map((question, index) => (
              <QuestionEditor
                key={question.id}
                question={question}
                index={index}
                count={values.questions.length}
                errors={errors}
                onChange={(next) =>
                  setQuestions((all) => all.map((entry) => (entry.id === next.id ? next : entry)))
                }
                onMove={(offset) => setQuestions((all) => moved(all, index, offset))}
                onRemove={() => setQuestions((all) => all.filter((entry) => entry.id !== question.id))}
              />
            ))}
            <Group align="flex-end">
              <Select
                label={t('questionnaires.editor.newType')}
                data={questionTypes.map((type) => ({
                  value: type,
                  label: t(`questionnaires.types.${type}`),
                }))}
                value={nextType}
                allowDeselect={false}
                onChange={(value) => value && setNextType(value as QuestionType)}
              />
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setQuestions((all) => [...all, newQuestion(nextType)])}
              >
                {t('questionnaires.editor.addQuestion')}
              </Button>
            </Group>
          </Stack>
        </PanelSection>
        {hasErrors && (
          <Alert color="red" variant="light" role="alert">
            {t('questionnaires.editor.fixErrors')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('questionnaires.editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
