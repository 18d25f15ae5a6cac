import { Button } from '@mantine/core';
import { helsinkiDayKey } from '@portal/domain/shared';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { type CsvColumn, csvFileName, csvFormatOf, toCsv } from './csv';

type CsvExportButtonProps<T> = {
  /** The file's name before the date, in the UI language (`keikat`). */
  fileBase: string;
  columns: readonly CsvColumn<T>[];
  /** Every row matching the list's current filters, not just the page on screen. */
  fetchRows: () => Promise<readonly T[]>;
};

/** Downloads the list with its current filters as a CSV file that Excel opens in the UI language. */
export function CsvExportButton<T>({ fileBase, columns, fetchRows }: CsvExportButtonProps<T>) {
  const { t, i18n } = useTranslation();
  const [isExporting, setIsExporting] = useState(false);

  const handleExport = async () => {
    setIsExporting(true);
    try {
      const rows = await fetchRows();
      const csv = toCsv(columns, rows, csvFormatOf(i18n.language));
      saveFile(csvFileName(fileBase, helsinkiDayKey(new Date())), csv, 'text/csv;charset=utf-8');
    } catch (error) {
      notifyFailure(error, t('lists.export.failed'));
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      loading={isExporting}
      onClick={() => void handleExport()}
    >
      {t('lists.export.button')}
    </Button>
  );
}
