import { Anchor, SimpleGrid, Table } from '@mantine/core';
import type { WageReportDetail } from '@portal/domain/incomes-register';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { wageReportPath } from '../wage-reports.paths';
import { useReportFormat } from './use-report-format';
import { OverdueBadge, WageReportStatusBadge } from './wage-report-status-badge';

/** The report's facts: worker, payment date and deadline, state, ids, and the reports it is linked to. */
export function WageReportFacts({ report }: { report: WageReportDetail }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const none = t('wage-reports.view.none');
  return (
    <PanelSection title={t('wage-reports.view.details')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0}>
        <DefinitionItem label={t('wage-reports.list.columns.worker')}>{report.workerName}</DefinitionItem>
        <DefinitionItem label={t('wage-reports.list.columns.paymentDate')}>
          {format.day(report.paymentDate)}
        </DefinitionItem>
        <DefinitionItem label={t('wage-reports.list.columns.dueOn')}>
          {format.day(report.dueOn)}{' '}
          {report.overdue && <OverdueBadge label={t('wage-reports.list.overdue')} />}
        </DefinitionItem>
        <DefinitionItem label={t('wage-reports.list.columns.status')}>
          <WageReportStatusBadge status={report.status} />
        </DefinitionItem>
        <DefinitionItem label={t('wage-reports.list.columns.gross')}>
          {format.money(report.grossCents)}
        </DefinitionItem>
        <DefinitionItem label={t('wage-reports.list.columns.reportId')}>{report.reportId}</DefinitionItem>
        <DefinitionItem label={t('wage-reports.view.irReportId')}>{report.irReportId ?? none}</DefinitionItem>
        <DefinitionItem label={t('wage-reports.view.createdAt')}>
          {format.time(report.createdAt)}
        </DefinitionItem>
        <DefinitionItem label={t('wage-reports.view.statusNote')}>{report.statusNote ?? none}</DefinitionItem>
        {report.replaces && (
          <DefinitionItem label={t('wage-reports.view.replaces')}>
            <Anchor component={Link} to={wageReportPath(report.replaces.id)}>
              {report.replaces.reportId}
            </Anchor>
          </DefinitionItem>
        )}
        {report.replacedBy.length > 0 && (
          <DefinitionItem label={t('wage-reports.view.replacedBy')}>
            {report.replacedBy.map((link) => (
              <Anchor key={link.id} component={Link} to={wageReportPath(link.id)} display="block">
                {link.reportId} ({format.status(link.status)})
              </Anchor>
            ))}
          </DefinitionItem>
        )}
      </SimpleGrid>
    </PanelSection>
  );
}

/** The report's amounts by income type, as the file carries them. */
export function WageReportLines({ report }: { report: WageReportDetail }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <PanelSection title={t('wage-reports.view.lines.title')}>
      <Table aria-label={t('wage-reports.view.lines.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('wage-reports.view.lines.incomeType')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('wage-reports.view.lines.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('wage-reports.view.lines.kilometres')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.lines.map((line) => (
            <Table.Tr key={line.incomeType}>
              <Table.Th scope="row" fw="normal">
                {format.incomeType(line.incomeType)}
              </Table.Th>
              <Table.Td ta="right">{format.money(line.amountCents)}</Table.Td>
              <Table.Td ta="right">{line.kilometres ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PanelSection>
  );
}

/** Each change of the report's state: when, what happened (the answer recorded), the state it left. */
export function WageReportHistory({ report }: { report: WageReportDetail }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const actionOf = (action: string) => {
    if (action.startsWith('event:')) {
      return t(`wage-reports.events.${action.slice(6) as 'approve'}`);
    }
    return action === 'create' || action === 'replace' || action === 'invalidation'
      ? t(`wage-reports.view.history.${action}`)
      : action;
  };
  return (
    <PanelSection title={t('wage-reports.view.history.title')}>
      <Table aria-label={t('wage-reports.view.history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('wage-reports.view.history.at')}</Table.Th>
            <Table.Th scope="col">{t('wage-reports.view.history.action')}</Table.Th>
            <Table.Th scope="col">{t('wage-reports.view.history.status')}</Table.Th>
            <Table.Th scope="col">{t('wage-reports.view.statusNote')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.history.map((entry) => (
            <Table.Tr key={`${entry.at}-${entry.action}`}>
              <Table.Td>{format.time(entry.at)}</Table.Td>
              <Table.Td>{actionOf(entry.action)}</Table.Td>
              <Table.Td>{entry.status ? format.status(entry.status) : ''}</Table.Td>
              <Table.Td>{entry.note ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </PanelSection>
  );
}
