import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hintBelowInput } from './input-order';

type CompanyAddressField = 'businessId' | 'streetAddress' | 'postcode' | 'city';

/**
 * The fields a party of an invoice has as a company, the buyer's and the seller's alike: its business id
 * (with the form hint) and its street address. Each form renders them with its own `text` helper.
 */
export function CompanyAddressFields({
  text,
}: {
  text: (field: CompanyAddressField, label: string, extra?: Record<string, unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {text('businessId', t('settings.billing.businessId'), {
        description: t('settings.billing.businessIdHint'),
        inputWrapperOrder: hintBelowInput,
      })}
      {text('streetAddress', t('settings.billing.streetAddress'), { autoComplete: 'street-address' })}
      {text('postcode', t('settings.billing.postcode'), { autoComplete: 'postal-code' })}
      {text('city', t('settings.billing.city'), { autoComplete: 'address-level2' })}
    </>
  );
}
