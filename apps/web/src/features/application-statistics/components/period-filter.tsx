import { Box, Button, Group } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterField } from '@/components/date-filter-field';
import { notifyFailure } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import type { StatisticsPeriod } from '../api/get-application-statistics';
import { getApplicationStatisticsCsv } from '../api/get-application-statistics-csv';

/**
 * The period (from, to) the figures cover, kept in the address, and the CSV file of the period shown:
 * the server writes the file, so it holds exactly the figures of the charts.
 */
export function PeriodFilter({
  accountId,
  period,
  shown,
  invalid,
  onChange,
}: {
  accountId: string;
  period: StatisticsPeriod;
  /** The period of the figures on screen (the server fills in a period left open); null while none. */
  shown: { from: string; to: string } | null;
  invalid: boolean;
  onChange: (changes: StatisticsPeriod) => void;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    if (!shown) {
      return;
    }
    setExporting(true);
    try {
      const file = await getApplicationStatisticsCsv(accountId, shown.from, shown.to);
      saveBlob(file, `${t('application-statistics.csvFile')}-${shown.from}-${shown.to}.csv`);
    } catch (error) {
      notifyFailure(error, t('lists.export.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box role="search" aria-label={t('application-statistics.period.label')} mb="md">
      <Group align="flex-start" wrap="wrap">
        <DateFilterField
          label={t('application-statistics.period.from')}
          day={period.from}
          onChange={(from) => onChange({ from: from || undefined })}
        />
        <DateFilterField
          label={t('application-statistics.period.to')}
          day={period.to}
          onChange={(to) => onChange({ to: to || undefined })}
          error={invalid ? t('application-statistics.period.endBeforeStart') : undefined}
        />
        <Button
          mt={25}
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={exporting}
          disabled={!shown || invalid}
          onClick={() => void exportCsv()}
        >
          {t('lists.export.button')}
        </Button>
      </Group>
    </Box>
  );
}
