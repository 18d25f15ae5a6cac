import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type SellerBillingDetails, sellerBillingDetailsSchema } from '@portal/domain/accounts';
import { formatIban } from '@portal/domain/billing';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateSellerBillingDetails } from '../api/billing-details';
import { CompanyAddressFields } from './company-address-fields';
import { identifierErrors } from './identifier-errors';
import { hintBelowInput } from './input-order';
import { PayerDetailsFields, payerDetailsCandidate, payerDetailsErrors } from './payer-details-fields';
import { useSaveToasts } from './use-save-toasts';

type SellerValues = Record<keyof SellerBillingDetails, string>;

/** What the inputs show: the stored details, the IBAN grouped by four as it is printed; blanks for none. */
function valuesOf(details: SellerBillingDetails): SellerValues {
  return {
    legalName: details.legalName ?? '',
    businessId: details.businessId ?? '',
    streetAddress: details.streetAddress ?? '',
    postcode: details.postcode ?? '',
    city: details.city ?? '',
    iban: details.iban ? formatIban(details.iban) : '',
    bic: details.bic ?? '',
    einvoiceAddress: details.einvoiceAddress ?? '',
    einvoiceOperator: details.einvoiceOperator ?? '',
    billingEmail: details.billingEmail ?? '',
    pensionProviderCode: details.pensionProviderCode === null ? '' : String(details.pensionProviderCode),
    pensionPolicyNo: details.pensionPolicyNo ?? '',
    payrollContactName: details.payrollContactName ?? '',
    payrollContactTelephone: details.payrollContactTelephone ?? '',
    payrollContactEmail: details.payrollContactEmail ?? '',
  };
}

/**
 * The organization as the seller on its accounts' invoices and as the employer in the Incomes Register
 * (organization-admins and super-admins).
 */
export function SellerDetailsForm({
  accountId,
  details,
}: {
  accountId: string;
  details: SellerBillingDetails;
}) {
  const { t } = useTranslation();
  const toasts = useSaveToasts();
  const update = useUpdateSellerBillingDetails(accountId);
  const form = useSchemaForm({
    initialValues: valuesOf(details),
    schema: sellerBillingDetailsSchema,
    toCandidate: payerDetailsCandidate,
    validate: (values) => ({
      ...identifierErrors(values, t, ['billingEmail', 'payrollContactEmail']),
      ...payerDetailsErrors(values, t),
    }),
    errorFields: {
      BUSINESS_ID_INVALID: 'businessId',
      IBAN_INVALID: 'iban',
      BIC_INVALID: 'bic',
      EINVOICE_ADDRESS_INVALID: 'einvoiceAddress',
      PENSION_POLICY_NO_INVALID: 'pensionPolicyNo',
      PAYROLL_CONTACT_PHONE_INVALID: 'payrollContactTelephone',
    },
    onSubmit: async (input, _values, helpers) => {
      const saved = await update.mutateAsync(input);
      helpers.reset(valuesOf(saved));
      toasts.saved(t('settings.seller.saved'));
    },
  });
  const text = (field: keyof SellerValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput label={label} {...extra} {...form.field(field)} />
  );

  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('legalName', t('settings.seller.legalName'), { autoComplete: 'organization' })}
          <CompanyAddressFields text={text} />
          {text('billingEmail', t('settings.seller.billingEmail'), { type: 'email', autoComplete: 'email' })}
          {text('iban', t('settings.seller.iban'), {
            description: t('settings.seller.ibanHint'),
            inputWrapperOrder: hintBelowInput,
          })}
          {text('bic', t('settings.seller.bic'))}
          {text('einvoiceAddress', t('settings.billing.einvoiceAddress'), {
            description: t('settings.billing.einvoiceAddressHint'),
            inputWrapperOrder: hintBelowInput,
          })}
          {text('einvoiceOperator', t('settings.billing.einvoiceOperator'))}
        </SimpleGrid>
        <PayerDetailsFields text={text} />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            {t('settings.seller.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
