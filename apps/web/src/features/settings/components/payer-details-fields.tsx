import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { payerDetailsProblems } from '@portal/domain/accounts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hintBelowInput } from './input-order';

type PayerDetailsField =
  | 'pensionProviderCode'
  | 'pensionPolicyNo'
  | 'payrollContactName'
  | 'payrollContactTelephone'
  | 'payrollContactEmail';

type PayerDetailsValues = Record<PayerDetailsField, string>;

/** The client's own check of the policy number and telephone, with the rules the server applies too. */
export function payerDetailsErrors(
  values: PayerDetailsValues,
  t: TFunction,
): Partial<Record<PayerDetailsField, string>> {
  const problems = payerDetailsProblems({
    pensionPolicyNo: values.pensionPolicyNo.trim() || null,
    payrollContactTelephone: values.payrollContactTelephone.trim() || null,
  });
  const errors: Partial<Record<PayerDetailsField, string>> = {};
  for (const [field, code] of Object.entries(problems)) {
    errors[field as PayerDetailsField] = t(`errors.${code}`);
  }
  return errors;
}

/** What the schema reads from the inputs: the provider code typed as text becomes a number (blank: none). */
export function payerDetailsCandidate<T extends PayerDetailsValues>(values: T) {
  const code = values.pensionProviderCode.trim();
  return { ...values, pensionProviderCode: code === '' ? null : Number(code) };
}

/**
 * The employer's Incomes Register details (decision 0044): the TyEL pension insurance and the payroll
 * contact person the wage reports carry. Optional here; making a report names the missing ones.
 */
export function PayerDetailsFields({
  text,
}: {
  text: (field: PayerDetailsField, label: string, extra?: Record<string, unknown>) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('settings.seller.incomesRegister.title')}>
      <Text size="sm" mb="sm">
        {t('settings.seller.incomesRegister.description')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('pensionProviderCode', t('settings.seller.incomesRegister.pensionProviderCode'), {
          inputMode: 'numeric',
          description: t('settings.seller.incomesRegister.pensionProviderCodeHint'),
          inputWrapperOrder: hintBelowInput,
        })}
        {text('pensionPolicyNo', t('settings.seller.incomesRegister.pensionPolicyNo'), {
          description: t('settings.seller.incomesRegister.pensionPolicyNoHint'),
          inputWrapperOrder: hintBelowInput,
        })}
        {text('payrollContactName', t('settings.seller.incomesRegister.contactName'), {
          autoComplete: 'off',
        })}
        {text('payrollContactTelephone', t('settings.seller.incomesRegister.contactTelephone'), {
          type: 'tel',
          autoComplete: 'off',
        })}
        {text('payrollContactEmail', t('settings.seller.incomesRegister.contactEmail'), {
          type: 'email',
          autoComplete: 'off',
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
