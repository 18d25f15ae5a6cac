import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type AddAdjustmentInput,
  addAdjustmentInputSchema,
  adjustmentIncomeTypes,
  adjustmentReasonMaxLength,
  maxAdjustmentCents,
} from '@portal/domain/payroll';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { PanelSection } from '@/components/panel-section';
import { useSchemaForm } from '@/lib/use-schema-form';
import { usePayrollFormat } from './use-payroll-format';

type AdjustmentValues = { reason: string; amount: number | string; incomeType: string; day: string };

const initialValues: AdjustmentValues = { reason: '', amount: '', incomeType: '201', day: '' };

/** Euros typed (a decimal comma allowed, negative to take pay back) as whole cents; null for none. */
export function centsOfTyped(amount: number | string): number | null {
  const euros = typeof amount === 'number' ? amount : Number(String(amount).replace(',', '.'));
  return amount === '' || !Number.isFinite(euros) ? null : Math.round(euros * 100);
}

/**
 * A manual line: the reason (required: it is audited with who added it), the amount in euros (negative
 * takes pay back, zero changes nothing), the income type it is reported under, and a day if it has one.
 */
export function AdjustmentForm({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (input: AddAdjustmentInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const form = useSchemaForm<AdjustmentValues, AddAdjustmentInput>({
    initialValues,
    schema: addAdjustmentInputSchema,
    required: ['reason', 'amount', 'incomeType'],
    toCandidate: (values) => ({
      reason: values.reason,
      grossCents: centsOfTyped(values.amount),
      incomeType: Number(values.incomeType),
      day: values.day === '' ? null : values.day,
    }),
    validate: (values) => {
      const cents = centsOfTyped(values.amount);
      return cents === null || cents === 0 || Math.abs(cents) > maxAdjustmentCents
        ? { amount: t('payroll.edit.amountInvalid') }
        : {};
    },
    onSubmit: async (input, _values, helpers) => {
      await onSubmit(input);
      helpers.reset();
    },
  });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <PanelSection title={t('payroll.edit.addTitle')}>
        <Stack>
          <TextInput
            label={t('payroll.edit.reason')}
            description={t('payroll.edit.reasonHint')}
            maxLength={adjustmentReasonMaxLength}
            {...form.field('reason')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DecimalInput
              label={t('payroll.edit.amount')}
              description={t('payroll.edit.amountHint')}
              {...form.field('amount')}
            />
            <Select
              label={t('payroll.edit.incomeType')}
              data={adjustmentIncomeTypes.map((code) => ({
                value: String(code),
                label: format.incomeType(code),
              }))}
              allowDeselect={false}
              {...form.field('incomeType')}
              onChange={(value) => value && form.setFieldValue('incomeType', value)}
            />
            <DateField label={t('payroll.edit.day')} {...form.field('day')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isPending}>
              {t('payroll.edit.add')}
            </Button>
          </Group>
        </Stack>
      </PanelSection>
    </form>
  );
}
