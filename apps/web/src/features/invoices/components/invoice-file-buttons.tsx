import { Button } from '@mantine/core';
import type { InvoiceDetail } from '@portal/domain/billing';
import { IconFileCode, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { getInvoiceFinvoice, getInvoicePdf } from '../api/invoice-files';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens the PDF in a new tab. The tab is opened at once, while the click still counts as the user's (a tab
 * opened after the download would be blocked), and shows the file when it has arrived; without a tab the
 * file is downloaded.
 */
async function openPdf(invoice: InvoiceDetail, fileName: string) {
  const tab = window.open('', '_blank');
  try {
    const blob = await getInvoicePdf(invoice.accountId, invoice.id);
    const pdf = new Blob([blob], { type: 'application/pdf' });
    if (tab) {
      const url = URL.createObjectURL(pdf);
      tab.location.href = url;
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      download(pdf, fileName);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** "Avaa PDF" and "Lataa Finvoice" of a sent invoice or credit note (a draft has neither yet). */
export function InvoiceFileButtons({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'pdf' | 'finvoice' | null>(null);
  const base = t('invoices.files.file', { number: invoice.number ?? '' });

  const run = async (kind: 'pdf' | 'finvoice', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      notifyFailure(error, t(kind === 'pdf' ? 'invoices.files.pdfFailed' : 'invoices.files.finvoiceFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={busy === 'pdf'}
        onClick={() => void run('pdf', () => openPdf(invoice, `${base}.pdf`))}
      >
        {t('invoices.files.openPdf')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileCode size={16} aria-hidden />}
        loading={busy === 'finvoice'}
        onClick={() =>
          void run('finvoice', async () => {
            const xml = await getInvoiceFinvoice(invoice.accountId, invoice.id);
            download(new Blob([xml], { type: 'application/xml' }), `${base}.xml`);
          })
        }
      >
        {t('invoices.files.downloadFinvoice')}
      </Button>
    </>
  );
}
