import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { usePayroll } from '../api/get-payroll';
import { PayrollLinesTable } from '../components/payroll-lines-table';
import { PayrollTotals } from '../components/payroll-totals';
import { PayslipButton } from '../components/payslip-button';
import { payrollEditPath, payrollListPath } from '../payroll.paths';

function PayrollView({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation();
  const payroll = usePayroll(accountId, id);
  return (
    <QueryState query={payroll} recordId={id} errorTitle={t('payroll.payroll.loadError')}>
      {(data) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <PageTitle>{t('payroll.payroll.title', { name: data.workerName })}</PageTitle>
            <Group>
              <Button variant="subtle" component={Link} to={payrollListPath(data.payrollListId)}>
                {t('payroll.payroll.backToList')}
              </Button>
              <PayslipButton accountId={accountId} payroll={data} />
              {(data.actions.adjust || data.actions.markPaid) && (
                <Button
                  component={Link}
                  to={payrollEditPath(data.id)}
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('payroll.payroll.edit')}
                </Button>
              )}
            </Group>
          </Group>
          {data.status === 'paid' && <Alert color="green">{t('payroll.payroll.locked')}</Alert>}
          <PayrollTotals payroll={data} />
          <PayrollLinesTable lines={data.lines} />
        </Stack>
      )}
    </QueryState>
  );
}

/** /apps/pay-&-billing/payrolls/view/:id: one worker's pay, line by line, with the payslip. */
export function PayrollPage() {
  const { id = '' } = useParams();
  const { accountId } = useSession();
  return accountId ? <PayrollView key={`${accountId}:${id}`} accountId={accountId} id={id} /> : null;
}
