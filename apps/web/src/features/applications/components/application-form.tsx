import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import {
  type ApplicationRecruiter,
  type ApplicationUpdateInput,
  applicantGenders,
  applicationUpdateInputSchema,
  studyTypes,
} from '@portal/domain/recruitment';
import { finnishCareRoles } from '@portal/domain/users';
import { type ApplicationSeeking, applicationSeekingOptions, finnishRegions } from '@portal/domain/workers';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type ApplicationFormValues, toApplicationCandidate } from './application-form-values';

/** Problems the schema names by a code; the form says each in words (`applications.issues.<code>`). */
const issueCodes = [
  'EMAIL_INVALID',
  'PHONE_INVALID',
  'BIRTHDAY_INVALID',
  'BIRTHDAY_OUT_OF_RANGE',
  'END_BEFORE_START',
] as const;
const isIssueCode = (value: string): value is (typeof issueCodes)[number] =>
  (issueCodes as readonly string[]).includes(value);

type ApplicationFormProps = {
  initialValues: ApplicationFormValues;
  /** The account's recruiters, who can be assigned the application. */
  recruiters: readonly ApplicationRecruiter[];
  onSubmit: (input: ApplicationUpdateInput) => Promise<unknown>;
};

/** The recruiter's edit of an application: the applicant's details as registration takes them, and the recruiter. */
export function ApplicationForm({ initialValues, recruiters, onSubmit }: ApplicationFormProps) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const form = useSchemaForm({
    initialValues,
    schema: applicationUpdateInputSchema,
    toCandidate: toApplicationCandidate,
    required: ['firstName', 'lastName', 'email'],
    issueErrors: (error, values) => {
      const errors = fieldErrorsOf(error, values, t);
      for (const issue of error.issues) {
        const field = issue.path[0] as keyof ApplicationFormValues;
        if (isIssueCode(issue.message)) {
          errors[field] = t(`applications.issues.${issue.message}`);
        }
      }
      return errors;
    },
    errorFields: { EMAIL_IN_USE: 'email', APPLICATION_RECRUITER_INVALID: 'assignedTo' },
    onSubmit: (input) => onSubmit(input),
  });
  const { values, setFieldValue } = form;
  const notTold = { value: '', label: t('applications.form.notTold') };
  const yesNo = [
    notTold,
    { value: 'true', label: t('applications.yes') },
    { value: 'false', label: t('applications.no') },
  ];
  // The assigned recruiter stays choosable even when no longer among the account's recruiters.
  const recruiterOptions = [
    { value: '', label: t('applications.unassigned') },
    ...recruiters.map((recruiter) => ({ value: recruiter.id, label: recruiter.fullName })),
  ];

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <NativeSelect
          label={t('applications.fields.assignedTo')}
          description={t('applications.detail.assignedToHint')}
          data={recruiterOptions}
          {...form.field('assignedTo')}
        />
        <Fieldset legend={t('applications.form.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('applications.fields.firstName')}
              maxLength={100}
              {...form.field('firstName')}
            />
            <TextInput
              label={t('applications.fields.lastName')}
              maxLength={100}
              {...form.field('lastName')}
            />
            <TextInput
              label={t('applications.fields.email')}
              type="email"
              maxLength={254}
              {...form.field('email')}
            />
            <TextInput
              label={t('applications.fields.mobile')}
              type="tel"
              maxLength={30}
              {...form.field('mobile')}
            />
            <DateField label={t('applications.fields.birthday')} {...form.field('birthday')} />
            <NativeSelect
              label={t('applications.fields.gender')}
              data={[
                notTold,
                ...applicantGenders.map((value) => ({ value, label: t(`applications.genders.${value}`) })),
              ]}
              {...form.field('gender')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('applications.form.work')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('applications.fields.role')}
              data={[notTold, ...finnishCareRoles.map((value) => ({ value, label: roleLabel(value) }))]}
              {...form.field('profession')}
            />
            <NativeSelect
              label={t('applications.fields.region')}
              data={[notTold, ...finnishRegions.map((value) => ({ value, label: value }))]}
              {...form.field('addressRegion')}
            />
            <TextInput label={t('applications.fields.city')} maxLength={100} {...form.field('addressCity')} />
            <Checkbox.Group
              label={t('applications.fields.seeking')}
              value={values.applicationSeeking}
              onChange={(next) => setFieldValue('applicationSeeking', next as ApplicationSeeking[])}
              error={form.errors.applicationSeeking}
            >
              <Group gap="md" mt={6}>
                {applicationSeekingOptions.map((value) => (
                  <Checkbox
                    key={value}
                    value={value}
                    label={t(`applications.seekingOptions.${value}` as ParseKeys)}
                  />
                ))}
              </Group>
            </Checkbox.Group>
            <DateField label={t('applications.fields.seekingStart')} {...form.field('applicationStart')} />
            <DateField label={t('applications.fields.seekingEnd')} {...form.field('applicationEnd')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('applications.form.education')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('applications.fields.degree')} maxLength={200} {...form.field('degree')} />
            <NativeSelect
              label={t('applications.fields.studyType')}
              data={[
                notTold,
                ...studyTypes.map((value) => ({ value, label: t(`applications.studyTypes.${value}`) })),
              ]}
              {...form.field('studyType')}
            />
            <DecimalInput
              label={t('applications.fields.credits')}
              min={0}
              max={999}
              {...form.field('credits')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('applications.form.other')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TagsInput
              label={t('applications.fields.permits')}
              description={t('applications.form.tagsHint')}
              maxTags={20}
              value={values.permits}
              onChange={(next) => setFieldValue('permits', next)}
              error={form.errors.permits}
              clearable
            />
            <TagsInput
              label={t('applications.fields.languages')}
              description={t('applications.form.tagsHint')}
              maxTags={20}
              value={values.languages}
              onChange={(next) => setFieldValue('languages', next)}
              error={form.errors.languages}
              clearable
            />
            <NativeSelect
              label={t('applications.fields.drivingLicence')}
              data={yesNo}
              {...form.field('drivingLicence')}
            />
            <NativeSelect label={t('applications.fields.hasCar')} data={yesNo} {...form.field('hasCar')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {t('applications.detail.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
