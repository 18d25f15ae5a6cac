import { Button } from '@mantine/core';
import type { PayrollDetail } from '@portal/domain/payroll';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { getPayslipPdf } from '../api/payroll-files';
import { downloadBlob } from './download-blob';

/** Opens the payslip PDF (in the UI language) in a new tab, or downloads it where no tab opens. */
export function PayslipButton({ accountId, payroll }: { accountId: string; payroll: PayrollDetail }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    // Opened at once, while the click still counts as the user's; it shows the file when it arrives.
    const tab = window.open('', '_blank');
    try {
      const pdf = new Blob([await getPayslipPdf(accountId, payroll.id, i18n.language)], {
        type: 'application/pdf',
      });
      if (tab) {
        const url = URL.createObjectURL(pdf);
        tab.location.href = url;
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        downloadBlob(pdf, `palkkalaskelma-${payroll.paymentDate}.pdf`);
      }
    } catch (error) {
      tab?.close();
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
