import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { formatDayKey, isDayKey, isEmail, isLocale, locales } from '@portal/domain/shared';
import { employmentTypes, finnishCareRoles } from '@portal/domain/users';
import {
  applicationSeekingOptions,
  finnishRegions,
  type Worker,
  type WorkerInput,
  type WorkerOptions,
  workerFormSchema,
  workerStatuses,
} from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { localeNames } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import { checkWorkerEmail } from '../api/check-worker-email';
import { useWorkerLabels } from './use-worker-labels';
import { type WorkerFormField, workerFieldErrorsOf, workerFieldErrorsOfApiError } from './worker-form-errors';

/** What the inputs hold: text as typed, dates as day keys (or text that is not a date), flags and choices. */
export type WorkerFormValues = {
  fullName: string;
  email: string;
  mobile: string;
  birthday: string;
  locale: string;
  residency: string;
  addressCity: string;
  addressRegion: string;
  profession: string;
  employmentType: string;
  status: string;
  confirmed: boolean;
  love: boolean;
  applicationSeeking: string[];
  applicationStart: string;
  applicationEnd: string;
  poolIds: string[];
};

const emptyValues: WorkerFormValues = {
  fullName: '',
  email: '',
  mobile: '',
  birthday: '',
  locale: 'fi',
  residency: '',
  addressCity: '',
  addressRegion: '',
  profession: '',
  employmentType: '',
  status: 'accepted',
  confirmed: false,
  love: false,
  applicationSeeking: [],
  applicationStart: '',
  applicationEnd: '',
  poolIds: [],
};

function valuesOf(worker: Worker): WorkerFormValues {
  const date = (value: string | null) => value ?? '';
  return {
    fullName: worker.fullName,
    email: worker.email,
    mobile: worker.mobile ?? '',
    birthday: date(worker.birthday),
    locale: worker.locale ?? 'fi',
    residency: worker.residency ?? '',
    addressCity: worker.addressCity ?? '',
    addressRegion: worker.addressRegion ?? '',
    profession: worker.profession ?? '',
    employmentType: worker.employmentType ?? '',
    status: worker.status,
    confirmed: worker.confirmed,
    love: worker.love,
    applicationSeeking: worker.applicationSeeking,
    applicationStart: date(worker.applicationStart),
    applicationEnd: date(worker.applicationEnd),
    poolIds: worker.pools.map((pool) => pool.id),
  };
}

/** A date field's day key as the form schema reads dates (DD.MM.YYYY); other text as typed, to be refused. */
function typedDate(value: string): string {
  return isDayKey(value) ? formatDayKey(value) : value;
}

/** The form's values as the form schema reads them: an unchosen select is "none" (null) or missing. */
function candidateOf(values: WorkerFormValues): Record<WorkerFormField, unknown> {
  return {
    ...values,
    birthday: typedDate(values.birthday),
    applicationStart: typedDate(values.applicationStart),
    applicationEnd: typedDate(values.applicationEnd),
    profession: values.profession || undefined,
    employmentType: values.employmentType || null,
    addressRegion: values.addressRegion || null,
  };
}

type WorkerFormProps = {
  accountId: string;
  /** The worker being edited; a new worker when absent. */
  worker?: Worker;
  options: WorkerOptions | undefined;
  submitLabel: string;
  /** Saves the checked input; its failure is shown on the form and nothing typed is lost. */
  onSubmit: (input: WorkerInput) => Promise<Worker>;
};

/**
 * Create or edit a worker with the spec's checks: full name of more than one word, e-mail checked for
 * existence before saving, a mobile number as people write it (saved in E.164), birthday typed D.M.YYYY.
 */
export function WorkerForm({ accountId, worker, options, submitLabel, onSubmit }: WorkerFormProps) {
  const { t } = useTranslation();
  const labels = useWorkerLabels();
  const form = useSchemaForm({
    initialValues: worker ? valuesOf(worker) : emptyValues,
    schema: workerFormSchema,
    toCandidate: candidateOf,
    issueErrors: (error, values) => workerFieldErrorsOf(error, candidateOf(values), t),
    serverErrors: (error) => workerFieldErrorsOfApiError(error, t),
    onSubmit: async (input, _values, { reset }) => {
      if (!(await isEmailFree(input.email))) {
        return;
      }
      const saved = await onSubmit(input);
      // The saved worker as the server keeps it (e-mail lower-case, name spacing tidied).
      if (worker) {
        reset(valuesOf(saved));
      }
    },
  });
  const { values, errors, setErrors, setFieldValue: handleChange, isRequired } = form;

  /** Spec section 5: the address is checked for existence first; returns whether it is free. */
  const isEmailFree = async (email: string): Promise<boolean> => {
    try {
      const { available } = await checkWorkerEmail(accountId, { email, workerId: worker?.id });
      if (!available) {
        setErrors({ email: t('errors.EMAIL_IN_USE') });
      }
      return available;
    } catch {
      // The save checks again on the server; a failed check does not block it.
      return true;
    }
  };

  const handleEmailBlur = () => {
    const email = values.email.trim().toLowerCase();
    if (isEmail(email) && email !== worker?.email) {
      void isEmailFree(email);
    }
  };

  const text = (field: 'fullName' | 'email' | 'mobile' | 'residency' | 'addressCity') => ({
    value: values[field],
    error: errors[field],
    required: isRequired(field),
    onChange: (event: { currentTarget: { value: string } }) => handleChange(field, event.currentTarget.value),
  });
  const date = (field: 'birthday' | 'applicationStart' | 'applicationEnd') => ({
    value: values[field],
    error: errors[field],
    required: isRequired(field),
    onChange: (value: string) => handleChange(field, value),
  });
  const notSelected = { value: '', label: t('workers.fields.notSelected') };

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <Fieldset legend={t('workers.form.sections.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('workers.fields.fullName')}
              description={t('workers.fields.fullNameHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="off"
              {...text('fullName')}
            />
            <TextInput
              label={t('workers.fields.email')}
              type="email"
              autoComplete="off"
              {...text('email')}
              onBlur={handleEmailBlur}
            />
            <TextInput
              label={t('workers.fields.mobile')}
              description={t('workers.fields.mobileHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              type="tel"
              autoComplete="off"
              {...text('mobile')}
            />
            <DateField
              label={t('workers.fields.birthday')}
              description={t('workers.fields.dateHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              {...date('birthday')}
            />
            <TextInput label={t('workers.fields.city')} autoComplete="off" {...text('addressCity')} />
            <NativeSelect
              label={t('workers.fields.region')}
              data={[notSelected, ...finnishRegions.map((region) => ({ value: region, label: region }))]}
              value={values.addressRegion}
              error={errors.addressRegion}
              onChange={(event) => handleChange('addressRegion', event.currentTarget.value)}
            />
            <TextInput label={t('workers.fields.residency')} autoComplete="off" {...text('residency')} />
            <NativeSelect
              label={t('workers.fields.locale')}
              required={isRequired('locale')}
              value={values.locale}
              error={errors.locale}
              onChange={(event) => {
                const locale = event.currentTarget.value;
                if (isLocale(locale)) {
                  handleChange('locale', locale);
                }
              }}
            >
              {locales.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {localeNames[locale]}
                </option>
              ))}
            </NativeSelect>
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('workers.form.sections.work')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('workers.fields.profession')}
              required={isRequired('profession')}
              data={[
                notSelected,
                ...finnishCareRoles.map((value) => ({ value, label: labels.profession(value) })),
              ]}
              value={values.profession}
              error={errors.profession}
              onChange={(event) => handleChange('profession', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('workers.fields.employmentType')}
              data={[
                notSelected,
                ...employmentTypes.map((value) => ({ value, label: labels.employmentType(value) })),
              ]}
              value={values.employmentType}
              error={errors.employmentType}
              onChange={(event) => handleChange('employmentType', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('workers.fields.status')}
              required={isRequired('status')}
              data={workerStatuses.map((value) => ({ value, label: labels.status(value) }))}
              value={values.status}
              error={errors.status}
              onChange={(event) => handleChange('status', event.currentTarget.value)}
            />
          </SimpleGrid>
          <Stack gap="sm" mt="md">
            <Switch
              label={t('workers.fields.confirmed')}
              description={worker?.welcomeSentAt ? undefined : t('workers.fields.confirmedHint')}
              checked={values.confirmed}
              onChange={(event) => handleChange('confirmed', event.currentTarget.checked)}
            />
            <Switch
              label={t('workers.fields.love')}
              checked={values.love}
              onChange={(event) => handleChange('love', event.currentTarget.checked)}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={t('workers.form.sections.application')}>
          <Stack>
            <Checkbox.Group
              label={t('workers.fields.seeking')}
              value={values.applicationSeeking}
              error={errors.applicationSeeking}
              onChange={(value) => handleChange('applicationSeeking', value)}
            >
              <Group mt="xs">
                {applicationSeekingOptions.map((value) => (
                  <Checkbox key={value} value={value} label={labels.seeking(value)} />
                ))}
              </Group>
            </Checkbox.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DateField
                label={t('workers.fields.applicationStart')}
                description={t('workers.fields.dateHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...date('applicationStart')}
              />
              <DateField
                label={t('workers.fields.applicationEnd')}
                description={t('workers.fields.dateHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                {...date('applicationEnd')}
              />
            </SimpleGrid>
            <Checkbox.Group
              label={t('workers.fields.pools')}
              description={t('workers.fields.poolsHint')}
              value={values.poolIds}
              error={errors.poolIds}
              onChange={(value) => handleChange('poolIds', value)}
            >
              {(options?.pools ?? []).length === 0 ? (
                <Text size="sm" mt="xs">
                  {t('workers.notSet')}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs">
                  {(options?.pools ?? []).map((pool) => (
                    <Checkbox key={pool.id} value={pool.id} label={pool.name} />
                  ))}
                </SimpleGrid>
              )}
            </Checkbox.Group>
          </Stack>
        </Fieldset>

        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
