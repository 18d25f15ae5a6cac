import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useMakePayerSummaryReport } from '../api/payer-summary-reports';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Makes a month's separate report: the month, and the employer's health insurance contribution when wages
 * were paid (the portal does not hold the year's rate); a month without wages is "no wages payable".
 */
export function MakePayerSummaryForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const make = useMakePayerSummaryReport(accountId);
  const [month, setMonth] = useState('');
  const [euros, setEuros] = useState<number | string>('');
  const [monthError, setMonthError] = useState<string | null>(null);

  const submit = () => {
    if (!monthPattern.test(month.trim())) {
      setMonthError(t('wage-reports.summary.monthInvalid'));
      return;
    }
    setMonthError(null);
    const contribution = typeof euros === 'number' ? Math.round(euros * 100) : undefined;
    make.mutate(
      {
        month: month.trim(),
        ...(contribution === undefined ? {} : { healthInsuranceContributionCents: contribution }),
      },
      { onSuccess: () => notify.success({ message: t('wage-reports.summary.made') }) },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-start">
        <TextInput
          label={t('wage-reports.summary.month')}
          description={t('wage-reports.summary.monthHint')}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.currentTarget.value)}
          error={monthError}
          required
        />
        <DecimalInput
          label={t('wage-reports.summary.contribution')}
          description={t('wage-reports.summary.contributionHint')}
          value={euros}
          onChange={setEuros}
          min={0}
          decimalScale={2}
          suffix=" €"
        />
        <Button type="submit" loading={make.isPending} mt={42}>
          {t('wage-reports.summary.make')}
        </Button>
      </Group>
      {make.error ? (
        <Alert color="red" mt="sm" title={t('wage-reports.summary.failed')}>
          {t(errorMessageKey(make.error))}
        </Alert>
      ) : null}
    </form>
  );
}
