import { ActionIcon, Alert, Button, Group, Stack } from '@mantine/core';
import { adjustmentLineKind, type PayrollDetail } from '@portal/domain/payroll';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { notifyFailure } from '@/lib/notify';
import { usePayroll } from '../api/get-payroll';
import { usePayrollMutations } from '../api/save-payroll';
import { AdjustmentForm } from '../components/adjustment-form';
import { PayDateDialog } from '../components/pay-date-dialog';
import { PayrollLinesTable } from '../components/payroll-lines-table';
import { PayrollTotals } from '../components/payroll-totals';
import { payrollPath } from '../payroll.paths';

function PayrollEditor({ accountId, payroll }: { accountId: string; payroll: PayrollDetail }) {
  const { t } = useTranslation();
  const mutations = usePayrollMutations(accountId, payroll.id);
  const [removing, setRemoving] = useState<{ id: string; reason: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const adjustments = payroll.lines.filter((line) => line.kind === adjustmentLineKind);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('payroll.edit.title', { name: payroll.workerName })}</PageTitle>
        <Group>
          <Button variant="subtle" component={Link} to={payrollPath(payroll.id)}>
            {t('payroll.payroll.linesTitle')}
          </Button>
          {payroll.actions.markPaid && (
            <Button onClick={() => setPaying(true)}>{t('payroll.edit.markPaid')}</Button>
          )}
        </Group>
      </Group>
      {payroll.status === 'paid' && <Alert color="green">{t('payroll.payroll.locked')}</Alert>}
      <PayrollTotals payroll={payroll} />
      <PayrollLinesTable
        title={t('payroll.edit.adjustmentsTitle')}
        lines={adjustments}
        {...(payroll.actions.adjust
          ? {
              actionCell: (line) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('payroll.edit.remove', { reason: line.reason ?? '' })}
                  onClick={() => setRemoving({ id: line.id, reason: line.reason ?? '' })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              ),
            }
          : {})}
      />
      {payroll.actions.adjust && (
        <AdjustmentForm
          isPending={mutations.addAdjustment.isPending}
          onSubmit={(input) => mutations.addAdjustment.mutateAsync(input)}
        />
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('payroll.edit.removeTitle')}
        message={t('payroll.edit.removeMessage', { reason: removing?.reason ?? '' })}
        confirmLabel={t('payroll.edit.removeConfirm')}
        isPending={mutations.removeAdjustment.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          mutations.removeAdjustment.mutate(removing.id, {
            onSettled: () => setRemoving(null),
            onError: (error) => notifyFailure(error, t('payroll.edit.failed')),
          })
        }
      />
      <PayDateDialog
        opened={paying}
        title={t('payroll.edit.confirmPaidTitle')}
        isPending={mutations.markPaid.isPending}
        error={payError}
        onCancel={() => setPaying(false)}
        onConfirm={(paidOn) =>
          mutations.markPaid.mutate(paidOn, {
            onSuccess: () => {
              setPayError(null);
              setPaying(false);
            },
            onError: (error) => setPayError(t(errorMessageKey(error))),
          })
        }
      />
    </Stack>
  );
}

function PayrollEdit({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation();
  const payroll = usePayroll(accountId, id);
  return (
    <QueryState query={payroll} recordId={id} errorTitle={t('payroll.payroll.loadError')}>
      {(data) => <PayrollEditor accountId={accountId} payroll={data} />}
    </QueryState>
  );
}

/** /apps/pay-&-billing/payrolls/edit/:id: adjustments with a required reason, and marking the pay paid. */
export function PayrollEditPage() {
  const { id = '' } = useParams();
  const { accountId } = useSession();
  return accountId ? <PayrollEdit key={`${accountId}:${id}`} accountId={accountId} id={id} /> : null;
}
