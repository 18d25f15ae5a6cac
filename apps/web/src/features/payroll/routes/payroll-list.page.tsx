import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DefinitionItem } from '@/components/definition-item';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { usePayrollList } from '../api/get-payroll';
import { ExcludedShiftsTable } from '../components/excluded-shifts-table';
import { PayrollListActions } from '../components/payroll-list-actions';
import { PayrollWorkersTable } from '../components/payroll-workers-table';
import { usePayrollFormat } from '../components/use-payroll-format';
import { routeAccess } from '../payroll.paths';

function PayrollListView({ accountId, id }: { accountId: string; id: string }) {
  const { t } = useTranslation();
  const format = usePayrollFormat();
  const list = usePayrollList(accountId, id);
  const canUpdate = useCan(routeAccess.update);
  return (
    <QueryState query={list} recordId={id} errorTitle={t('payroll.list.loadError')}>
      {(data) => (
        <Stack>
          <Group justify="space-between" align="flex-start">
            <PageTitle>
              {t('payroll.list.title', { period: format.period(data.periodFrom, data.periodTo) })}
            </PageTitle>
            {canUpdate && <PayrollListActions accountId={accountId} list={data} />}
          </Group>
          <PanelSection title={t('payroll.list.summary')}>
            <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }}>
              <DefinitionItem label={t('payroll.lists.kind')}>
                {t(`payroll.kinds.${data.kind}`)}
              </DefinitionItem>
              <DefinitionItem label={t('payroll.lists.stage')}>{format.stage(data.stage)}</DefinitionItem>
              <DefinitionItem label={t('payroll.lists.paymentDate')}>
                {format.day(data.paymentDate)}
              </DefinitionItem>
              <DefinitionItem label={t('payroll.lists.workers')}>{data.workers}</DefinitionItem>
              <DefinitionItem label={t('payroll.lists.hours')}>
                {format.hours(data.paidMinutes)}
              </DefinitionItem>
              <DefinitionItem label={t('payroll.lists.gross')}>
                {format.money(data.grossCents)}
              </DefinitionItem>
              <DefinitionItem label={t('payroll.list.taxExempt')}>
                {format.money(data.taxExemptCents)}
              </DefinitionItem>
            </SimpleGrid>
          </PanelSection>
          <PayrollWorkersTable rows={data.payrolls} />
          {data.kind === 'regular' && <ExcludedShiftsTable shifts={data.excluded} />}
        </Stack>
      )}
    </QueryState>
  );
}

/** /apps/pay-&-billing/payroll-lists/view/:id: a pay period's workers with sums, and what is left out. */
export function PayrollListPage() {
  const { id = '' } = useParams();
  const { accountId } = useSession();
  return accountId ? <PayrollListView key={`${accountId}:${id}`} accountId={accountId} id={id} /> : null;
}
