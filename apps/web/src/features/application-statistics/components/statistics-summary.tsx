import { Paper, SimpleGrid } from '@mantine/core';
import type { ApplicationStatistics } from '@portal/domain/application-statistics';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';

/** The period's totals: applications, and the median days from application to the first shift. */
export function StatisticsSummary({ statistics }: { statistics: ApplicationStatistics }) {
  const { t, i18n } = useTranslation();
  const { medianDays, count } = statistics.firstShift;
  const days = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <DefinitionItem label={t('application-statistics.summary.applications')}>
          {statistics.total}
        </DefinitionItem>
        <DefinitionItem label={t('application-statistics.summary.medianDays')}>
          {medianDays === null ? t('application-statistics.summary.noShifts') : days.format(medianDays)}
        </DefinitionItem>
        <DefinitionItem label={t('application-statistics.summary.hired')}>{count}</DefinitionItem>
      </SimpleGrid>
    </Paper>
  );
}
