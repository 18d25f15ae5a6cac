import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  applicantDetailsSchema,
  applicantGenders,
  registrationAnswerMaxLength,
  studyTypes,
} from '@portal/domain/recruitment';
import { finnishCareRoles, minPasswordLength } from '@portal/domain/users';
import { applicationSeekingOptions, finnishRegions } from '@portal/domain/workers';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { ApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/form-errors';
import { currentLocale } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRegisterApplicant } from '../api/register-applicant';
import { type ApplicantValues, answerField, applicantCandidate, emptyApplicant } from './applicant-values';
import { RegistrationFailure } from './registration-failure';

const issueCodes = new Set([
  'PASSWORD_TOO_SHORT',
  'BIRTHDAY_INVALID',
  'BIRTHDAY_OUT_OF_RANGE',
  'FULL_NAME_INVALID',
  'SEEKING_REQUIRED',
  'END_BEFORE_START',
]);

/**
 * Step 3: password and the applicant's details (spec §3, User application fields). Checked with the
 * shared schema as the server checks them; a refusal that is no field's (e-mail in use, the confirmation
 * expired, the ad's questions changed) is shown above the button. The ad's own questions come last, one
 * required answer each.
 */
export function ApplicantDetailsForm({
  recruitmentId,
  secret,
  profession,
  questions,
  onRegistered,
}: {
  recruitmentId: string;
  secret: string;
  profession: string;
  questions: readonly string[];
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  const register = useRegisterApplicant();
  const form = useSchemaForm({
    initialValues: emptyApplicant(
      (finnishCareRoles as readonly string[]).includes(profession) ? profession : '',
      questions,
    ),
    schema: applicantDetailsSchema,
    toCandidate: (values: ApplicantValues) => applicantCandidate(values, currentLocale(), questions),
    // The schema takes an empty answer (a recruiter's copy may hold one); the page requires each.
    validate: (values) =>
      Object.fromEntries(
        questions
          .map((_, index) => answerField(index))
          .filter((field) => (values[field] ?? '').trim() === '')
          .map((field) => [field, t('validation.required')]),
      ),
    issueErrors: (error, values) => {
      const errors = fieldErrorsOf(error, values, t);
      for (const issue of error.issues) {
        const [path, index] = issue.path;
        if (path === 'answers' && typeof index === 'number') {
          errors[answerField(index)] = t('validation.maxLength', { count: registrationAnswerMaxLength });
        }
        const field = issue.path[0] as keyof ApplicantValues;
        if (issueCodes.has(issue.message) && values[field] !== '') {
          errors[field] = t(`recruitment.register.issues.${issue.message}` as ParseKeys, {
            count: minPasswordLength,
          });
        }
      }
      return errors;
    },
    onSubmit: async (details) => {
      await register.mutateAsync({ secret, recruitmentId, details });
      onRegistered();
    },
  });
  const option = (prefix: string) => (value: string) => ({
    value,
    label: t(`${prefix}.${value}` as ParseKeys),
  });
  const otherFailure =
    register.isError && !(register.error instanceof ApiError && register.error.code === 'VALIDATION_FAILED');

  return (
    <form noValidate onSubmit={form.onSubmit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('recruitment.register.sections.account')}
        </Title>
        <PasswordInput
          label={t('recruitment.register.password')}
          description={t('recruitment.register.passwordHint', { count: minPasswordLength })}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <Title order={2} size="h4">
          {t('recruitment.register.sections.person')}
        </Title>
        <TextInput
          label={t('recruitment.register.fullName')}
          description={t('recruitment.register.fullNameHint')}
          autoComplete="name"
          {...form.field('fullName')}
        />
        <TextInput
          label={t('recruitment.register.mobile')}
          type="tel"
          autoComplete="tel"
          {...form.field('mobile')}
        />
        <TextInput
          label={t('recruitment.register.birthday')}
          description={t('recruitment.register.birthdayHint')}
          autoComplete="bday"
          inputMode="numeric"
          {...form.field('birthday')}
        />
        <Select
          label={t('recruitment.register.region')}
          data={finnishRegions.map((region) => ({ value: region, label: region }))}
          searchable
          {...form.field('addressRegion')}
        />
        <TextInput
          label={t('recruitment.register.city')}
          autoComplete="address-level2"
          {...form.field('addressCity')}
        />
        <Select
          label={t('recruitment.register.gender')}
          data={applicantGenders.map(option('recruitment.register.genders'))}
          clearable
          {...form.field('gender')}
        />
        <Title order={2} size="h4">
          {t('recruitment.register.sections.work')}
        </Title>
        <Select
          label={t('recruitment.register.profession')}
          data={finnishCareRoles.map(option('careRoles'))}
          searchable
          {...form.field('profession')}
        />
        <TagsInput
          label={t('recruitment.register.permits')}
          description={t('recruitment.register.permitsHint')}
          {...form.field('permits')}
        />
        <TagsInput
          label={t('recruitment.register.languages')}
          description={t('recruitment.register.languagesHint')}
          {...form.field('languages')}
        />
        <Checkbox label={t('recruitment.register.drivingLicence')} {...form.checkbox('drivingLicence')} />
        <Checkbox label={t('recruitment.register.hasCar')} {...form.checkbox('hasCar')} />
        <Title order={2} size="h4">
          {t('recruitment.register.sections.education')}
        </Title>
        <TextInput label={t('recruitment.register.degree')} {...form.field('degree')} />
        <Select
          label={t('recruitment.register.studyType')}
          data={studyTypes.map(option('recruitment.register.studyTypes'))}
          clearable
          {...form.field('studyType')}
        />
        <DecimalInput label={t('recruitment.register.credits')} min={0} {...form.field('credits')} />
        <Title order={2} size="h4">
          {t('recruitment.register.sections.seeking')}
        </Title>
        <Checkbox.Group label={t('recruitment.register.seeking')} {...form.field('applicationSeeking')}>
          <Group gap="md" mt="xs">
            {applicationSeekingOptions.map((value) => (
              <Checkbox key={value} value={value} label={t(`recruitment.register.seekingOptions.${value}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <DateField label={t('recruitment.register.seekingStart')} {...form.field('applicationStart')} />
          <DateField label={t('recruitment.register.seekingEnd')} {...form.field('applicationEnd')} />
        </Group>
        {questions.length > 0 && (
          <Title order={2} size="h4">
            {t('recruitment.register.sections.questions')}
          </Title>
        )}
        {questions.map((question, index) => (
          <Textarea
            key={question}
            label={question}
            maxLength={registrationAnswerMaxLength}
            rows={3}
            {...form.field(answerField(index))}
            required
          />
        ))}
        {otherFailure && <RegistrationFailure error={register.error} />}
        <Button type="submit" loading={form.isSubmitting}>
          {t('recruitment.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
