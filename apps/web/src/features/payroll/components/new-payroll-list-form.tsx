import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CreatePayrollListInput, createPayrollListInputSchema } from '@portal/domain/payroll';
import { addDays, endOfMonth, helsinkiDayKey, startOfMonth } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PanelSection } from '@/components/panel-section';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { useSchemaForm } from '@/lib/use-schema-form';

/** The previous calendar month in Helsinki, paid on the 15th of this one: the usual pay period. */
export function previousMonthPeriod(today: string = helsinkiDayKey(new Date())): CreatePayrollListInput {
  const lastDay = addDays(startOfMonth(today), -1);
  return {
    periodFrom: startOfMonth(lastDay),
    periodTo: endOfMonth(lastDay),
    paymentDate: `${today.slice(0, 7)}-15`,
  };
}

/** A new pay period: start, end and payment date (the date fields of decision 0026). */
export function NewPayrollListForm({
  isPending,
  onSubmit,
}: {
  isPending: boolean;
  onSubmit: (input: CreatePayrollListInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<CreatePayrollListInput, CreatePayrollListInput>({
    initialValues: previousMonthPeriod(),
    schema: createPayrollListInputSchema,
    validate: (values) =>
      values.periodFrom && values.periodTo && values.periodFrom > values.periodTo
        ? { periodTo: t('errors.PAYROLL_PERIOD_INVALID') }
        : {},
    serverErrors: (error) => {
      if (error instanceof ApiError && error.code === 'PAYROLL_PERIOD_INVALID') {
        return { periodTo: t('errors.PAYROLL_PERIOD_INVALID') };
      }
      setRefusal(t(errorMessageKey(error)));
      return {};
    },
    onSubmit: async (input) => {
      setRefusal(null);
      await onSubmit(input);
    },
  });

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <PanelSection title={t('payroll.create.section')}>
        <Stack>
          <Text size="sm">{t('payroll.create.hint')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
            <DateField label={t('payroll.create.periodFrom')} {...form.field('periodFrom')} />
            <DateField label={t('payroll.create.periodTo')} {...form.field('periodTo')} />
            <DateField label={t('payroll.create.paymentDate')} {...form.field('paymentDate')} />
          </SimpleGrid>
          {refusal && (
            <Alert color="red" variant="light" role="alert" title={t('payroll.create.failed')}>
              {refusal}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={isPending}>
              {t('payroll.create.submit')}
            </Button>
          </Group>
        </Stack>
      </PanelSection>
    </form>
  );
}
