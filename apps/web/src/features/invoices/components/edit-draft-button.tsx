import { Button, NumberInput, Select, Textarea } from '@mantine/core';
import {
  type InvoiceDetail,
  invoiceNotesMaxLength,
  type UpdateInvoiceInput,
  updateInvoiceInputSchema,
} from '@portal/domain/billing';
import { isLocale, type Locale, locales } from '@portal/domain/shared';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeNames } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import type { useInvoiceMutations } from '../api/save-invoice';
import { ActionDialog } from './action-dialog';
import { useInvoiceErrorMessage } from './use-invoice-error';

type DraftValues = { language: Locale; notes: string; paymentTermDays: number | string };

function DraftForm({
  invoice,
  mutations,
  onDone,
  onCancel,
}: {
  invoice: InvoiceDetail;
  mutations: ReturnType<typeof useInvoiceMutations>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useInvoiceErrorMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm<DraftValues, UpdateInvoiceInput>({
    initialValues: {
      language: isLocale(invoice.language) ? invoice.language : 'fi',
      notes: invoice.notes ?? '',
      paymentTermDays: invoice.paymentTermDays,
    },
    schema: updateInvoiceInputSchema,
    toCandidate: (values) => ({
      language: values.language,
      notes: values.notes.trim() === '' ? null : values.notes,
      paymentTermDays: values.paymentTermDays === '' ? undefined : Number(values.paymentTermDays),
    }),
    serverErrors: (error) => {
      setRefusal(errorMessage(error));
      return {};
    },
    onSubmit: async (input) => {
      setRefusal(null);
      await mutations.update.mutateAsync(input);
      notify.success({ message: t('invoices.edit.saved') });
      onDone();
    },
  });
  return (
    <ActionDialog
      opened
      title={t('invoices.edit.title')}
      confirmLabel={t('invoices.edit.save')}
      isPending={form.isSubmitting}
      error={refusal}
      onConfirm={() => form.onSubmit()}
      onCancel={onCancel}
    >
      <Select
        label={t('invoices.create.language')}
        data={locales.map((locale) => ({ value: locale, label: localeNames[locale] }))}
        allowDeselect={false}
        {...form.field('language')}
        onChange={(value) => value && isLocale(value) && form.setFieldValue('language', value)}
      />
      <NumberInput
        label={t('invoices.edit.paymentTermDays')}
        min={0}
        max={365}
        allowDecimal={false}
        allowNegative={false}
        {...form.field('paymentTermDays')}
      />
      <Textarea
        label={t('invoices.create.notes')}
        rows={3}
        maxLength={invoiceNotesMaxLength}
        {...form.field('notes')}
      />
    </ActionDialog>
  );
}

/** Changes a draft's language, notes and payment term (its lines come from the shifts). */
export function EditDraftButton({
  invoice,
  mutations,
}: {
  invoice: InvoiceDetail;
  mutations: ReturnType<typeof useInvoiceMutations>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('invoices.edit.button')}
      </Button>
      {opened && (
        <DraftForm
          invoice={invoice}
          mutations={mutations}
          onDone={() => setOpened(false)}
          onCancel={() => setOpened(false)}
        />
      )}
    </>
  );
}
