import { Button, Group, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import {
  type JobAdStatus,
  type JobAdValues,
  jobAdDescriptionMaxLength,
  jobAdEmploymentTypes,
  jobAdInputSchema,
  jobAdKeywordMaxLength,
  jobAdMaxKeywords,
  jobAdPayTextMaxLength,
  jobAdShortTextMaxLength,
  jobAdTitleMaxLength,
} from '@portal/domain/job-ads';
import { isErrorCode } from '@portal/domain/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PanelSection } from '@/components/panel-section';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type JobAdFormValues, toJobAdCandidate } from './job-ad-form-values';
import { JobAdQuestionsField } from './job-ad-questions-field';

export type JobAdFormProps = {
  initialValues: JobAdFormValues;
  /** The saved ad's status; null for a new ad. A posted ad is saved as an edit (it stays posted). */
  status: JobAdStatus | null;
  isPending: boolean;
  onSubmit: (input: JobAdValues) => Promise<unknown>;
};

/**
 * The job-ad form: title, role, place, employment type, start, last day to apply, pay, description and
 * keywords (tags, at most ten), and the questions the registration page asks applicants. A new ad or a draft is saved as a draft or published; a posted ad is saved.
 */
export function JobAdForm({ initialValues, status, isPending, onSubmit }: JobAdFormProps) {
  const { t } = useTranslation();
  // Which button was pressed, read when the form checks its values (state would be a render late).
  const publishing = useRef(false);
  const form = useSchemaForm({
    initialValues,
    schema: jobAdInputSchema,
    toCandidate: (values) => toJobAdCandidate(values, publishing.current),
    required: ['title', 'role', 'employmentType', 'description'],
    issueErrors: (error, values) => {
      const errors: Partial<Record<keyof JobAdFormValues, string>> = fieldErrorsOf(
        error,
        toJobAdCandidate(values, publishing.current),
        t,
      );
      for (const issue of error.issues) {
        if (isErrorCode(issue.message)) {
          errors[issue.path[0] as keyof JobAdFormValues] = t(`errors.${issue.message}`);
        }
      }
      return errors;
    },
    errorFields: {
      JOB_AD_DATES_INVALID: 'validThrough',
      JOB_AD_KEYWORDS_TOO_MANY: 'keywords',
      JOB_AD_STATUS_CONFLICT: 'title',
    },
    onSubmit: (input) => onSubmit(input),
  });
  const { values, errors, setFieldValue } = form;
  const posted = status === 'published';
  const submitAs = (publish: boolean) => () => {
    publishing.current = publish;
  };

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <PanelSection title={t('job-ads.form.ad')}>
          <Stack>
            <TextInput
              label={t('job-ads.fields.title')}
              maxLength={jobAdTitleMaxLength}
              {...form.field('title')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('job-ads.fields.role')}
                description={t('job-ads.form.roleHint')}
                maxLength={jobAdShortTextMaxLength}
                {...form.field('role')}
              />
              <Select
                label={t('job-ads.fields.employmentType')}
                data={jobAdEmploymentTypes.map((value) => ({
                  value,
                  label: t(`job-ads.employmentTypes.${value}`),
                }))}
                value={values.employmentType}
                onChange={(value) =>
                  value && setFieldValue('employmentType', value as JobAdFormValues['employmentType'])
                }
                allowDeselect={false}
                required
              />
              <TextInput
                label={t('job-ads.fields.city')}
                maxLength={jobAdShortTextMaxLength}
                {...form.field('city')}
              />
              <TextInput
                label={t('job-ads.fields.region')}
                maxLength={jobAdShortTextMaxLength}
                {...form.field('region')}
              />
              <DateField label={t('job-ads.fields.startsOn')} {...form.field('startsOn')} />
              <DateField
                label={t('job-ads.fields.validThrough')}
                description={t('job-ads.form.validThroughHint')}
                {...form.field('validThrough')}
              />
            </SimpleGrid>
            <TextInput
              label={t('job-ads.fields.payText')}
              description={t('job-ads.form.payTextHint')}
              maxLength={jobAdPayTextMaxLength}
              {...form.field('payText')}
            />
            <Textarea
              label={t('job-ads.fields.description')}
              maxLength={jobAdDescriptionMaxLength}
              rows={8}
              {...form.field('description')}
            />
            <TagsInput
              label={t('job-ads.fields.keywords')}
              description={t('job-ads.form.keywordsHint', { count: jobAdMaxKeywords })}
              maxTags={jobAdMaxKeywords}
              maxLength={jobAdKeywordMaxLength}
              value={values.keywords}
              onChange={(keywords) => setFieldValue('keywords', keywords)}
              error={errors.keywords}
              clearable
            />
          </Stack>
        </PanelSection>
        <JobAdQuestionsField
          questions={values.questions}
          error={errors.questions}
          onChange={(questions) => setFieldValue('questions', questions)}
        />
        <Group justify="flex-end">
          {posted ? (
            <Button type="submit" loading={isPending || form.isSubmitting} onClick={submitAs(true)}>
              {t('job-ads.form.saveChanges')}
            </Button>
          ) : (
            <>
              <Button
                type="submit"
                variant="default"
                loading={isPending || form.isSubmitting}
                onClick={submitAs(false)}
              >
                {t('job-ads.form.saveDraft')}
              </Button>
              <Button type="submit" loading={isPending || form.isSubmitting} onClick={submitAs(true)}>
                {t('job-ads.form.publish')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </form>
  );
}
