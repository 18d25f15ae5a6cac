import { Button } from '@mantine/core';
import type { InvoiceDetail } from '@portal/domain/billing';
import { IconFileCode, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { openPdfInNewTab, saveBlob } from '@/lib/save-file';
import { getInvoiceFinvoice, getInvoicePdf } from '../api/invoice-files';

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
        onClick={() =>
          void run('pdf', () =>
            openPdfInNewTab(() => getInvoicePdf(invoice.accountId, invoice.id), `${base}.pdf`),
          )
        }
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
            saveBlob(new Blob([xml], { type: 'application/xml' }), `${base}.xml`);
          })
        }
      >
        {t('invoices.files.downloadFinvoice')}
      </Button>
    </>
  );
}
