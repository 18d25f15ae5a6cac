import { Anchor, Button, Group, Text } from '@mantine/core';
import type { PayrollListSummary } from '@portal/domain/payroll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageKey } from '@/lib/api-error';
import { notifyFailure } from '@/lib/notify';
import { usePayrollListMutations } from '../api/save-payroll';
import { payrollListPath } from '../payroll.paths';
import { PayDateDialog } from './pay-date-dialog';
import { usePayrollFormat } from './use-payroll-format';

/** One quick list of the Sent or Paying tab: its sums and its next step (start paying, or mark paid). */
export function QuickListActions({ accountId, list }: { accountId: string; list: PayrollListSummary }) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const mutations = usePayrollListMutations(accountId, list.id);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  return (
    <Group justify="space-between">
      <Text>
        <Anchor component={Link} to={payrollListPath(list.id)}>
          {`${t('payroll.quick.list')} ${format.day(list.paymentDate)}`}
        </Anchor>
        {` · ${list.workers} · ${format.money(list.grossCents)}`}
      </Text>
      {list.stage === 'sent' && (
        <Button
          loading={mutations.startPaying.isPending}
          onClick={() =>
            mutations.startPaying.mutate(undefined, {
              onError: (error) => notifyFailure(error, t('payroll.quick.failed')),
            })
          }
        >
          {t('payroll.quick.startPaying')}
        </Button>
      )}
      {list.stage === 'paying' && (
        <Button onClick={() => setPaying(true)}>{t('payroll.quick.payAll')}</Button>
      )}
      <PayDateDialog
        opened={paying}
        title={t('payroll.quick.payAll')}
        isPending={mutations.payAll.isPending}
        error={payError}
        onCancel={() => setPaying(false)}
        onConfirm={(paidOn) =>
          mutations.payAll.mutate(paidOn, {
            onSuccess: () => setPaying(false),
            onError: (error) => setPayError(t(errorMessageKey(error))),
          })
        }
      />
    </Group>
  );
}
