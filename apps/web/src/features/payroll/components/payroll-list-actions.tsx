import { Button, Group } from '@mantine/core';
import type { PayrollListDetail } from '@portal/domain/payroll';
import { IconFileSpreadsheet, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessageKey } from '@/lib/api-error';
import { notifyFailure } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { getPayrollListCsv } from '../api/payroll-files';
import { usePayrollListMutations } from '../api/save-payroll';
import { paths } from '../payroll.paths';
import { PayDateDialog } from './pay-date-dialog';

/** A list's actions as its stage allows them: refresh, start paying, pay all, CSV export, delete. */
export function PayrollListActions({ accountId, list }: { accountId: string; list: PayrollListDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutations = usePayrollListMutations(accountId, list.id);
  const [dialog, setDialog] = useState<'delete' | 'pay' | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const failed = (error: unknown) => notifyFailure(error, t('payroll.list.actionFailed'));

  const exportCsv = async () => {
    try {
      saveBlob(await getPayrollListCsv(accountId, list.id), `palkkalista-${list.paymentDate}.csv`);
    } catch (error) {
      notifyFailure(error, t('payroll.list.csvFailed'));
    }
  };

  return (
    <Group>
      {list.actions.refresh && (
        <Button
          variant="default"
          title={t('payroll.list.refreshHint')}
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={mutations.refresh.isPending}
          onClick={() => mutations.refresh.mutate(undefined, { onError: failed })}
        >
          {t('payroll.list.refresh')}
        </Button>
      )}
      {list.actions.startPaying && (
        <Button
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={mutations.startPaying.isPending}
          onClick={() => mutations.startPaying.mutate(undefined, { onError: failed })}
        >
          {t('payroll.list.startPaying')}
        </Button>
      )}
      {list.actions.payAll && <Button onClick={() => setDialog('pay')}>{t('payroll.list.payAll')}</Button>}
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={() => void exportCsv()}
      >
        {t('payroll.list.exportCsv')}
      </Button>
      {list.actions.delete && (
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDialog('delete')}
        >
          {t('payroll.list.delete')}
        </Button>
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('payroll.list.deleteTitle')}
        message={t('payroll.list.deleteMessage')}
        confirmLabel={t('payroll.list.delete')}
        isPending={mutations.remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          mutations.remove.mutate(undefined, {
            onSuccess: () => void navigate(paths.payrollLists),
            onError: (error) => {
              setDialog(null);
              failed(error);
            },
          })
        }
      />
      <PayDateDialog
        opened={dialog === 'pay'}
        title={t('payroll.list.payAll')}
        isPending={mutations.payAll.isPending}
        error={payError}
        onCancel={() => setDialog(null)}
        onConfirm={(paidOn) =>
          mutations.payAll.mutate(paidOn, {
            onSuccess: () => {
              setPayError(null);
              setDialog(null);
            },
            onError: (error) => setPayError(t(errorMessageKey(error))),
          })
        }
      />
    </Group>
  );
}
