import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { createInterviewInputSchema, interviewQuestionMaxLength } from '@portal/domain/interviews';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateInterview } from '../api/create-interview';
import { useInterviewTemplates } from '../api/get-interview-templates';
import { codedIssueErrors } from './form-issues';

type Values = { templateId: string; applicantEmail: string; question: string };

/** Without a template the interview starts with the question typed here (spec §5: the question required). */
function toCandidate(values: Values) {
  const question = values.question.trim();
  return {
    applicantEmail: values.applicantEmail,
    templateId: values.templateId || null,
    steps: question || !values.templateId ? [{ questionType: 'text', question }] : [],
  };
}

/** A new interview for the applicant: a template (or none, with a first question) and the e-mail. */
export function NewInterviewForm({
  accountId,
  applicantId,
  applicantEmail,
}: {
  accountId: string;
  applicantId: string;
  applicantEmail: string;
}) {
  const { t } = useTranslation();
  const templates = useInterviewTemplates(accountId);
  const create = useCreateInterview(accountId, applicantId);
  const form = useSchemaForm({
    initialValues: { templateId: '', applicantEmail, question: '' } satisfies Values,
    schema: createInterviewInputSchema,
    toCandidate,
    required: ['applicantEmail'],
    issueErrors: (error) =>
      codedIssueErrors<keyof Values>(error, t, (path) => {
        if (path[0] === 'applicantEmail') {
          return 'applicantEmail';
        }
        return path[0] === 'steps' ? 'question' : null;
      }),
    errorFields: { INTERVIEW_STEPS_REQUIRED: 'question' },
    onSubmit: (input) => create.mutateAsync(input),
  });
  const options = (templates.data?.items ?? []).map((template) => ({
    value: template.id,
    label: template.templateName,
  }));

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <Select
          label={t('interviews.card.template')}
          placeholder={t('interviews.card.blank')}
          data={options}
          value={form.values.templateId || null}
          onChange={(value) => form.setFieldValue('templateId', value ?? '')}
          error={form.errors.templateId}
          clearable
        />
        <TextInput
          label={t('interviews.card.applicantEmail')}
          type="email"
          {...form.field('applicantEmail')}
        />
        <TextInput
          label={t('interviews.card.question')}
          description={t('interviews.card.questionHint')}
          maxLength={interviewQuestionMaxLength}
          {...form.field('question')}
          required={!form.values.templateId}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('interviews.card.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
