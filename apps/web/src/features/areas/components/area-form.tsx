import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type Area,
  type AreaCategory,
  addEmailToList,
  areaCategories,
  areaEmailListMax,
  areaNameMaxLength,
  createAreaInputSchema,
} from '@portal/domain/areas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailListInput } from '@/components/email-list-input';
import { PanelSection } from '@/components/panel-section';
import { useCan } from '@/lib/can';
import { type FieldErrors, fieldErrorsOfApiError } from '@/lib/form-errors';
import { useFocusFirstError } from '@/lib/use-schema-form';
import { useAreaPoolOptions } from '../api/get-area-pool-options';
import { AreaContractSelect } from './area-contract-select';
import { useAreaEmailTexts, useEmailRefusal } from './area-email-texts';
import {
  type AreaField,
  type AreaFormValues,
  areaFieldErrorsOf,
  areaFields,
  areaInputOf,
} from './area-form-values';
import { AreaLocationFields } from './area-location-fields';

export type AreaFormProps = {
  accountId: string;
  initialValues: AreaFormValues;
  submitLabel: string;
  isPending: boolean;
  /** Saves the checked values; throws the API error, which the form shows by field. */
  onSubmit: (input: ReturnType<typeof areaInputOf>) => Promise<void>;
  /** Shown next to the save button (delete on the edit page). */
  extraActions?: ReactNode;
  area?: Area;
};

type EmailList = 'contactEmails' | 'confirmationEmails';

/** Every field of a work area (spec section 3, Area), checked with the shared schema before saving. */
export function AreaForm({
  accountId,
  initialValues,
  submitLabel,
  isPending,
  onSubmit,
  extraActions,
  area,
}: AreaFormProps) {
  const { t } = useTranslation();
  // Who may edit the account's contracts picks the area's; customers and agents do not see the picker.
  const canPickContract = useCan({ action: 'update', subject: 'Contract' });
  const refusal = useEmailRefusal();
  const emailTexts = useAreaEmailTexts();
  const poolOptions = useAreaPoolOptions(accountId);
  const [values, setValues] = useState<AreaFormValues>(initialValues);
  const [drafts, setDrafts] = useState<Record<EmailList, string>>({
    contactEmails: '',
    confirmationEmails: '',
  });
  const [errors, setErrors] = useState<FieldErrors<AreaField>>({});
  const focusFirstError = useFocusFirstError();

  const handleChange = (changes: Partial<AreaFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as AreaField[]) {
        delete next[field];
      }
      return next;
    });
  };
  const handleErrors = (changes: FieldErrors<AreaField>) =>
    setErrors((current) => ({ ...current, ...changes }));

  /** An address typed but not yet confirmed with Enter is taken in on save rather than lost. */
  const withDrafts = (): AreaFormValues | null => {
    let next = values;
    for (const list of ['contactEmails', 'confirmationEmails'] as const) {
      const draft = drafts[list];
      const isIgnored = list === 'confirmationEmails' && values.confirmationSameAsContact;
      if (draft.trim() === '' || isIgnored) {
        continue;
      }
      const added = addEmailToList(next[list], draft);
      if (!added.ok) {
        handleErrors({ [list]: refusal(added.reason) });
        return null;
      }
      next = { ...next, [list]: added.emails };
    }
    return next;
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const complete = withDrafts();
    if (!complete) {
      focusFirstError(form);
      return;
    }
    if (complete !== values) {
      setValues(complete);
      setDrafts({ contactEmails: '', confirmationEmails: '' });
    }
    const candidate = areaInputOf(complete, canPickContract);
    const parsed = createAreaInputSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(
        areaFieldErrorsOf(parsed.error, { ...complete, ...candidate } as Record<AreaField, unknown>, t),
      );
      focusFirstError(form);
      return;
    }
    setErrors({});
    try {
      await onSubmit(candidate);
    } catch (error) {
      setErrors(fieldErrorsOfApiError(error, areaFields, t));
      focusFirstError(form);
    }
  };

  const categoryOptions = areaCategories.map((category) => ({
    value: category,
    label: t(`areas.categories.${category}`),
  }));
  const ringOptions = (poolOptions.data?.items ?? []).map((pool) => ({ value: pool.id, label: pool.name }));

  const emailList = (list: EmailList, label: string, disabled = false) => (
    <EmailListInput
      label={label}
      max={areaEmailListMax}
      texts={emailTexts(label)}
      emails={
        list === 'confirmationEmails' && values.confirmationSameAsContact
          ? values.contactEmails
          : values[list]
      }
      draft={drafts[list]}
      error={errors[list]}
      disabled={disabled}
      onDraftChange={(draft) => setDrafts((current) => ({ ...current, [list]: draft }))}
      onEmailsChange={(emails) => handleChange({ [list]: emails })}
      onError={(message) => handleErrors({ [list]: message })}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <PanelSection title={t('areas.form.basics')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('areas.form.name')}
              required
              maxLength={areaNameMaxLength}
              value={values.name}
              error={errors.name}
              onChange={(event) => handleChange({ name: event.currentTarget.value })}
            />
            <MultiSelect
              label={t('areas.form.categories')}
              placeholder={values.categories.length === 0 ? t('areas.form.categoriesPlaceholder') : undefined}
              data={categoryOptions}
              value={values.categories}
              error={errors.categories}
              clearable
              onChange={(categories) => handleChange({ categories: categories as AreaCategory[] })}
            />
            <Select
              label={t('areas.form.ring')}
              placeholder={t('areas.form.ringPlaceholder')}
              data={ringOptions}
              value={values.poolId}
              error={errors.poolId}
              clearable
              onChange={(poolId) => handleChange({ poolId })}
            />
            {canPickContract && (
              <AreaContractSelect
                accountId={accountId}
                value={values.contractId}
                currentName={area?.contractName ?? null}
                error={errors.contractId}
                onChange={(contractId) => handleChange({ contractId })}
              />
            )}
            <TextInput
              label={t('areas.form.contract')}
              description={t('areas.form.contractHint')}
              maxLength={200}
              value={values.contract}
              error={errors.contract}
              onChange={(event) => handleChange({ contract: event.currentTarget.value })}
            />
          </SimpleGrid>
        </PanelSection>
        <PanelSection title={t('areas.form.contacts')}>
          <Stack>
            <TextInput
              label={t('areas.form.contact')}
              maxLength={200}
              value={values.contact}
              error={errors.contact}
              onChange={(event) => handleChange({ contact: event.currentTarget.value })}
              maw={480}
            />
            {emailList('contactEmails', t('areas.form.contactEmails'))}
            <Checkbox
              label={t('areas.form.sameAsContact')}
              checked={values.confirmationSameAsContact}
              onChange={(event) => handleChange({ confirmationSameAsContact: event.currentTarget.checked })}
            />
            {emailList(
              'confirmationEmails',
              t('areas.form.confirmationEmails'),
              values.confirmationSameAsContact,
            )}
          </Stack>
        </PanelSection>
        <PanelSection title={t('areas.form.instructions')}>
          <Stack>
            <Textarea
              label={t('areas.form.absenceInfo')}
              rows={3}
              resize="vertical"
              maxLength={1000}
              value={values.absenceInfo}
              error={errors.absenceInfo}
              onChange={(event) => handleChange({ absenceInfo: event.currentTarget.value })}
            />
            <Textarea
              label={t('areas.form.locationDetails')}
              rows={3}
              resize="vertical"
              maxLength={2000}
              value={values.locationDetails}
              error={errors.locationDetails}
              onChange={(event) => handleChange({ locationDetails: event.currentTarget.value })}
            />
          </Stack>
        </PanelSection>
        <PanelSection title={t('areas.form.location')}>
          <AreaLocationFields
            accountId={accountId}
            values={values}
            errors={errors}
            onChange={handleChange}
            onFill={(compute) => setValues((current) => ({ ...current, ...compute(current) }))}
            onErrors={handleErrors}
          />
        </PanelSection>
        <Group justify="space-between">
          <Group>{extraActions}</Group>
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
