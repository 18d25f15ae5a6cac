import { Button } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { getReportFile, type ReportFile } from '../api/wage-report-files';

/** Saves a report's XML file (`<report id>.xml`), to be uploaded in the register's e-service. */
export function DownloadReportButton(props: {
  kind: ReportFile;
  accountId: string;
  reportId: string;
  fileName: string;
  label: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const blob = await getReportFile(props.kind, props.accountId, props.reportId);
      saveBlob(new Blob([blob], { type: 'application/xml' }), props.fileName);
    } catch (error) {
      notifyFailure(error, t('wage-reports.view.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileCode size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      {props.label}
    </Button>
  );
}
