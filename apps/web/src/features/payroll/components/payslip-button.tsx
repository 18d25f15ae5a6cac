import { Button } from '@mantine/core';
import type { PayrollDetail } from '@portal/domain/payroll';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { openPdfInNewTab } from '@/lib/save-file';
import { getPayslipPdf } from '../api/payroll-files';

/** Opens the payslip PDF (in the UI language) in a new tab, or downloads it where no tab opens. */
export function PayslipButton({ accountId, payroll }: { accountId: string; payroll: PayrollDetail }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await openPdfInNewTab(
        () => getPayslipPdf(accountId, payroll.id, i18n.language),
        `palkkalaskelma-${payroll.paymentDate}.pdf`,
      );
    } catch (error) {
      notifyFailure(error, t('payroll.payroll.payslipFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={busy}
      onClick={() => void open()}
    >
      {t('payroll.payroll.payslip')}
    </Button>
  );
}
