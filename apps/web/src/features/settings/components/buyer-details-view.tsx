import { Group, Stack, Text } from '@mantine/core';
import type { BuyerBillingDetails } from '@portal/domain/accounts';
import { useTranslation } from 'react-i18next';

/** The account's billing details as text, for roles that may read but not change them. */
export function BuyerDetailsView({ details }: { details: BuyerBillingDetails }) {
  const { t } = useTranslation();
  const address = [details.streetAddress, [details.postcode, details.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows = [
    { label: t('settings.billing.billingName'), value: details.billingName },
    { label: t('settings.billing.businessId'), value: details.businessId },
    { label: t('settings.billing.streetAddress'), value: address },
    { label: t('settings.billing.invoiceEmail'), value: details.invoiceEmail },
    { label: t('settings.billing.einvoiceAddress'), value: details.einvoiceAddress },
    { label: t('settings.billing.einvoiceOperator'), value: details.einvoiceOperator },
    { label: t('settings.billing.paymentTermDays'), value: String(details.paymentTermDays) },
  ];
  return (
    <Stack gap="sm">
      <Stack gap={6} component="dl" m={0}>
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Text component="dt">{row.label}</Text>
            <Text component="dd" m={0} fw={700} ta="right">
              {row.value || t('settings.billing.notGiven')}
            </Text>
          </Group>
        ))}
      </Stack>
      <Text c="dimmed" size="sm">
        {t('settings.billing.readOnly')}
      </Text>
    </Stack>
  );
}
