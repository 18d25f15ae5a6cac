import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type BuyerBillingDetails, buyerBillingDetailsSchema } from '@portal/domain/accounts';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateBuyerBillingDetails } from '../api/billing-details';
import { CompanyAddressFields } from './company-address-fields';
import { identifierErrors } from './identifier-errors';
import { hintBelowInput } from './input-order';
import { useSaveToasts } from './use-save-toasts';

type TextField = Exclude<keyof BuyerBillingDetails, 'paymentTermDays'>;
type BuyerValues = Record<TextField, string> & { paymentTermDays: number | string };

function valuesOf(details: BuyerBillingDetails): BuyerValues {
  return {
    billingName: details.billingName ?? '',
    businessId: details.businessId ?? '',
    streetAddress: details.streetAddress ?? '',
    postcode: details.postcode ?? '',
    city: details.city ?? '',
    invoiceEmail: details.invoiceEmail ?? '',
    einvoiceAddress: details.einvoiceAddress ?? '',
    einvoiceOperator: details.einvoiceOperator ?? '',
    paymentTermDays: details.paymentTermDays,
  };
}

function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') {
    return value;
  }
  return value.trim() === '' ? undefined : Number(value.replace(',', '.'));
}

/** The account as the buyer on its invoices, for the roles that may change it (admins and above). */
export function BuyerDetailsForm({
  accountId,
  details,
}: {
  accountId: string;
  details: BuyerBillingDetails;
}) {
  const { t } = useTranslation();
  const toasts = useSaveToasts();
  const update = useUpdateBuyerBillingDetails(accountId);
  const form = useSchemaForm({
    initialValues: valuesOf(details),
    schema: buyerBillingDetailsSchema,
    toCandidate: (values) => ({ ...values, paymentTermDays: toNumber(values.paymentTermDays) }),
    validate: (values) => identifierErrors(values, t, ['invoiceEmail']),
    errorFields: { BUSINESS_ID_INVALID: 'businessId', EINVOICE_ADDRESS_INVALID: 'einvoiceAddress' },
    onSubmit: async (input, _values, helpers) => {
      const saved = await update.mutateAsync(input);
      helpers.reset(valuesOf(saved));
      toasts.saved(t('settings.billing.saved'));
    },
  });
  const text = (field: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...extra} {...form.field(field)} />
  );

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('billingName', t('settings.billing.billingName'), { autoComplete: 'organization' })}
          <CompanyAddressFields text={text} />
          {text('invoiceEmail', t('settings.billing.invoiceEmail'), { type: 'email', autoComplete: 'email' })}
          {text('einvoiceAddress', t('settings.billing.einvoiceAddress'), {
            description: t('settings.billing.einvoiceAddressHint'),
            inputWrapperOrder: hintBelowInput,
          })}
          {text('einvoiceOperator', t('settings.billing.einvoiceOperator'))}
          <DecimalInput
            label={t('settings.billing.paymentTermDays')}
            description={t('settings.billing.paymentTermDaysHint')}
            inputWrapperOrder={hintBelowInput}
            decimalScale={0}
            min={0}
            max={365}
            {...form.field('paymentTermDays')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('settings.billing.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
