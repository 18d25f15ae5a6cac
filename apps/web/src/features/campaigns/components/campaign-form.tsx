import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type CampaignValues,
  campaignAnnouncementMaxLength,
  campaignInputSchema,
  campaignIssues,
  campaignNameMaxLength,
  campaignTypes,
} from '@portal/domain/campaigns';
import { isErrorCode } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PanelSection } from '@/components/panel-section';
import { fieldErrorsOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { type CampaignFormValues, toCampaignCandidate } from './campaign-form-values';

export type CampaignFormProps = {
  initialValues: CampaignFormValues;
  areaOptions: { value: string; label: string }[];
  submitLabel: string;
  isPending: boolean;
  onSubmit: (input: CampaignValues) => Promise<unknown>;
};

/**
 * The campaign form: name, announcement, type, the pay raise and (optionally) the price raise in euros or
 * percent with a decimal comma, the period, the areas and "apply for past shifts".
 */
export function CampaignForm({
  initialValues,
  areaOptions,
  submitLabel,
  isPending,
  onSubmit,
}: CampaignFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initialValues,
    schema: campaignInputSchema,
    toCandidate: toCampaignCandidate,
    required: ['name', 'type', 'payValue', 'startDate', 'endDate', 'areaIds'],
    issueErrors: (error, values) => {
      const errors: Partial<Record<keyof CampaignFormValues, string>> = fieldErrorsOf(
        error,
        toCampaignCandidate(values),
        t,
      );
      for (const issue of error.issues) {
        const field = issue.path[0] as keyof CampaignFormValues;
        if (issue.message === campaignIssues.valueTooLarge) {
          errors[field] = t('campaigns.form.valueTooLarge');
        } else if (isErrorCode(issue.message)) {
          errors[field] = t(`errors.${issue.message}`);
        }
      }
      return errors;
    },
    errorFields: {
      CAMPAIGN_OVERLAP: 'startDate',
      CAMPAIGN_AREAS_REQUIRED: 'areaIds',
      CAMPAIGN_DATES_INVALID: 'endDate',
    },
    onSubmit: (input) => onSubmit(input),
  });
  const { values, errors, setFieldValue } = form;
  const percent = values.type === 'percent-raise';
  const unit = percent ? '%' : '€';

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <PanelSection title={t('campaigns.form.campaign')}>
          <Stack>
            <TextInput
              label={t('campaigns.form.name')}
              maxLength={campaignNameMaxLength}
              {...form.field('name')}
            />
            <Textarea
              label={t('campaigns.form.announcement')}
              description={t('campaigns.form.announcementHint')}
              maxLength={campaignAnnouncementMaxLength}
              rows={3}
              {...form.field('announcement')}
            />
            <Radio.Group
              label={t('campaigns.form.type')}
              value={values.type}
              onChange={(value) => setFieldValue('type', value as CampaignFormValues['type'])}
              required
            >
              <Group mt="xs">
                {campaignTypes.map((type) => (
                  <Radio key={type} value={type} label={t(`campaigns.types.${type}`)} />
                ))}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('campaigns.form.payValue', { unit })}
                description={t(`campaigns.form.valueHint.${values.type}`)}
                inputMode="decimal"
                {...form.field('payValue')}
              />
              <Stack gap="xs">
                <Checkbox
                  label={t('campaigns.form.raisesPrice')}
                  description={t('campaigns.form.raisesPriceHint')}
                  checked={values.raisesPrice}
                  onChange={(event) => setFieldValue('raisesPrice', event.currentTarget.checked)}
                />
                {values.raisesPrice && (
                  <TextInput
                    label={t('campaigns.form.priceValue', { unit })}
                    inputMode="decimal"
                    {...form.field('priceValue')}
                    required
                  />
                )}
              </Stack>
            </SimpleGrid>
          </Stack>
        </PanelSection>
        <PanelSection title={t('campaigns.form.when')}>
          <Stack>
            <Group align="flex-start">
              <DateField label={t('campaigns.form.startDate')} maw={220} {...form.field('startDate')} />
              <DateField label={t('campaigns.form.endDate')} maw={220} {...form.field('endDate')} />
            </Group>
            <MultiSelect
              label={t('campaigns.form.areas')}
              data={areaOptions}
              searchable
              value={values.areaIds}
              onChange={(areaIds) => setFieldValue('areaIds', areaIds)}
              error={errors.areaIds}
              required
            />
            <Checkbox
              label={t('campaigns.form.applyForPastShifts')}
              description={t('campaigns.form.applyForPastShiftsHint')}
              checked={values.applyForPastShifts}
              onChange={(event) => setFieldValue('applyForPastShifts', event.currentTarget.checked)}
            />
          </Stack>
        </PanelSection>
        <Group justify="flex-end">
          <Button type="submit" loading={isPending || form.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
