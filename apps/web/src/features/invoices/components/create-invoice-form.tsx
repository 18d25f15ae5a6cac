import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  type CreateInvoiceInput,
  createInvoiceInputSchema,
  invoiceNotesMaxLength,
} from '@portal/domain/billing';
import {
  addDays,
  endOfMonth,
  helsinkiDayKey,
  isLocale,
  type Locale,
  locales,
  startOfMonth,
} from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { ApiError } from '@/lib/api-error';
import { localeNames } from '@/lib/i18n';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useInvoiceClients } from '../api/get-invoice-clients';
import { useInvoiceErrorMessage } from './use-invoice-error';

type CreateFormValues = {
  contractId: string;
  periodFrom: string;
  periodTo: string;
  language: Locale;
  notes: string;
};

/** The previous calendar month in Helsinki: the period an invoice usually covers. */
export function previousMonth(today: string = helsinkiDayKey(new Date())) {
  const lastDay = addDays(startOfMonth(today), -1);
  return { periodFrom: startOfMonth(lastDay), periodTo: endOfMonth(lastDay) };
}

/**
 * A new draft: the contract (with its verified shifts not yet invoiced), the period (the previous month by
 * default), the invoice's language (the UI language by default) and notes. A refusal is said in full above
 * the button (the kinds of hour without a price, for one) and everything typed stays.
 */
export function CreateInvoiceForm({
  accountId,
  isPending,
  onSubmit,
}: {
  accountId: string;
  isPending: boolean;
  onSubmit: (input: CreateInvoiceInput) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const clients = useInvoiceClients(accountId);
  const errorMessage = useInvoiceErrorMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<CreateFormValues, CreateInvoiceInput>({
    initialValues: {
      contractId: '',
      ...previousMonth(),
      language: isLocale(i18n.language) ? i18n.language : 'fi',
      notes: '',
    },
    schema: createInvoiceInputSchema,
    toCandidate: (values) => ({
      ...values,
      contractId: values.contractId || undefined,
      notes: values.notes.trim() === '' ? null : values.notes,
    }),
    validate: (values) =>
      values.periodFrom && values.periodTo && values.periodFrom > values.periodTo
        ? { periodTo: t('errors.INVOICE_PERIOD_INVALID') }
        : {},
    serverErrors: (error) => {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'INVOICE_PERIOD_INVALID') {
        return { periodTo: errorMessage(error) };
      }
      if (code === 'CONTRACT_NOT_IN_ACCOUNT') {
        return { contractId: errorMessage(error) };
      }
      setRefusal(errorMessage(error));
      return {};
    },
    onSubmit: async (input) => {
      setRefusal(null);
      await onSubmit(input);
    },
  });

  if (clients.isPending || clients.isError) {
    return <QueryState query={clients} errorTitle={t('invoices.create.clientsLoadError')} />;
  }
  const contractOptions = clients.data.items.map((client) => ({
    value: client.contractId,
    label: t('invoices.create.contractOption', {
      name: client.customerNumber ? `${client.contractName} (${client.customerNumber})` : client.contractName,
      count: client.uninvoicedShiftCount,
    }),
  }));

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <PanelSection title={t('invoices.create.section')}>
        <Stack>
          <Select
            label={t('invoices.create.contract')}
            description={t('invoices.create.contractHint')}
            placeholder={t('invoices.create.contractPlaceholder')}
            searchable
            data={contractOptions}
            nothingFoundMessage={t('invoices.create.noContracts')}
            {...form.field('contractId')}
            value={form.values.contractId || null}
            onChange={(value) => form.setFieldValue('contractId', value ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} maw={480}>
            <DateField label={t('invoices.create.periodFrom')} {...form.field('periodFrom')} />
            <DateField label={t('invoices.create.periodTo')} {...form.field('periodTo')} />
          </SimpleGrid>
          <Select
            label={t('invoices.create.language')}
            description={t('invoices.create.languageHint')}
            data={locales.map((locale) => ({ value: locale, label: localeNames[locale] }))}
            allowDeselect={false}
            maw={240}
            {...form.field('language')}
            onChange={(value) => value && isLocale(value) && form.setFieldValue('language', value)}
          />
          <Textarea
            label={t('invoices.create.notes')}
            description={t('invoices.create.notesHint')}
            rows={3}
            maxLength={invoiceNotesMaxLength}
            {...form.field('notes')}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" title={t('invoices.create.failed')}>
              {refusal}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={isPending}>
              {t('invoices.create.submit')}
            </Button>
          </Group>
        </Stack>
      </PanelSection>
    </form>
  );
}
